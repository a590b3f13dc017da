import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { VoucherCodeVault } from '../../../backend/src/modules/shop/voucher-code-vault';
import { createBuyers, createVoucher, purchase } from '../../factories/shop.factory';
import { coinBalance } from '../../factories/user.factory';
import { contractViolations } from '../../utils/contract';
import { ops, post } from '../../utils/http';
import { startApi } from '../../utils/stack';

describe('shop: purchase', () => {
  let app: NestFastifyApplication;
  let dataSource: DataSource;

  beforeAll(async () => {
    app = await startApi();
    dataSource = app.get(DataSource);
  });
  afterAll(() => app.close());

  const balance = (userId: string) => coinBalance(dataSource, userId);

  const orderRows = (productId: number): Promise<{ user_id: string; code_id: string }[]> =>
    dataSource.query(`SELECT user_id, code_id FROM orders WHERE product_id = $1`, [productId]);

  const availableCodes = async (productId: number): Promise<number> => {
    const [{ n }] = await dataSource.query(
      `SELECT count(*)::int AS n FROM voucher_stock s
         JOIN product_denominations d ON d.id = s.denomination_id
        WHERE d.product_id = $1`,
      [productId],
    );
    return n;
  };

  const transfersFor = async (userId: string): Promise<number> => {
    const [{ n }] = await dataSource.query(
      `SELECT count(*)::int AS n FROM wallet_transfers WHERE idempotency_key LIKE $1`,
      [`purchase:${userId}:%`],
    );
    return n;
  };

  /** Every balance equals its ledger entries, and none is negative. */
  async function expectBalancesMatchLedger(): Promise<void> {
    const mismatched = await dataSource.query(`
      SELECT u.id FROM users u
        LEFT JOIN (SELECT user_id, sum(amount) AS total FROM wallet_entries GROUP BY user_id) e
          ON e.user_id = u.id
       WHERE u.coin_balance <> COALESCE(e.total, 0) OR u.coin_balance < 0`);
    expect(mismatched).toEqual([]);
  }

  it('sells each code once when 100 players send 500 purchases at once for 50 codes', async () => {
    const voucher = await createVoucher(app, [{ value: 500, price: 100, codes: 50 }]);
    // Coins for none, one or two vouchers: both refusals happen, never a 500.
    const buyers = [
      ...(await createBuyers(app, 34, 50)),
      ...(await createBuyers(app, 33, 150)),
      ...(await createBuyers(app, 33, 250)),
    ];
    const attempts = Array.from({ length: 500 }, (_, i) => buyers[i % buyers.length]);
    const answers = await Promise.all(
      attempts.map(async (buyer) => ({
        buyer,
        res: await purchase(app, buyer.token, { product_id: voucher.productId, value: 500 }),
      })),
    );

    const bought = answers.filter((a) => a.res.statusCode === 200);
    const refused = answers.filter((a) => a.res.statusCode !== 200);
    expect(bought).toHaveLength(50);
    expect(new Set(refused.map((a) => `${a.res.statusCode} ${a.res.body.code}`))).toEqual(
      new Set(['409 SOLD_OUT', '409 INSUFFICIENT_BALANCE']),
    );
    const codes = bought.map((a) => a.res.body.voucher_code as string);
    expect(new Set(codes).size).toBe(50);
    expect(new Set(codes)).toEqual(new Set(voucher.codes[500]));

    const orders = await orderRows(voucher.productId);
    expect(orders).toHaveLength(50);
    expect(new Set(orders.map((o) => o.code_id)).size).toBe(50);
    expect(await availableCodes(voucher.productId)).toBe(0);
    for (const buyer of buyers) {
      const mine = orders.filter((o) => o.user_id === buyer.userId).length;
      expect(await transfersFor(buyer.userId)).toBe(mine);
    }
    await expectBalancesMatchLedger();
    // The stored column never holds a code in clear.
    const ciphers: { code_cipher: string }[] = await dataSource.query(
      `SELECT c.code_cipher FROM voucher_codes c JOIN orders o ON o.code_id = c.id
        WHERE o.product_id = $1`,
      [voucher.productId],
    );
    for (const { code_cipher } of ciphers) {
      expect(codes.some((code) => code_cipher.includes(code))).toBe(false);
    }
  }, 120_000);

  it('never sells a retired code nor retires a sold one when purchases race a retire', async () => {
    // 40 codes for 30 buyers and a retire of 20, both on the same stock in any order: the
    // retire always finds some (at least 10) and the buyers always find some (at least 20), so
    // both happen however the race goes (with 30 codes, buyers sometimes took all first).
    const voucher = await createVoucher(app, [{ value: 500, price: 100, codes: 40 }]);
    const buyers = await createBuyers(app, 30, 100);
    const [retire, ...answers] = await Promise.all([
      new Promise((r) => setTimeout(r, 5)).then(() =>
        ops(app, 'POST', `products/${voucher.productId}/codes/retire`, { value: 500, count: 20 }),
      ),
      ...buyers.map((buyer) =>
        purchase(app, buyer.token, { product_id: voucher.productId, value: 500 }),
      ),
    ]);
    const retired = retire.body.retired as number;
    const bought = answers.filter((a) => a.statusCode === 200);
    expect(retired).toBeGreaterThan(0);
    expect(bought.length).toBeGreaterThan(0);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) {
      expect([refused.statusCode, refused.body.code]).toEqual([409, 'SOLD_OUT']);
    }
    // Every code is sold once, retired, or still in stock; never two of these.
    const [states] = await dataSource.query(
      `SELECT count(*) FILTER (WHERE o.id IS NOT NULL AND c.retired_at IS NOT NULL)::int AS both,
              count(*) FILTER (WHERE o.id IS NOT NULL)::int AS sold,
              count(*) FILTER (WHERE c.retired_at IS NOT NULL)::int AS retired,
              count(*) FILTER (WHERE s.code_id IS NOT NULL)::int AS stocked
         FROM voucher_codes c
         JOIN product_denominations d ON d.id = c.denomination_id
         LEFT JOIN orders o ON o.code_id = c.id
         LEFT JOIN voucher_stock s ON s.code_id = c.id
        WHERE d.product_id = $1`,
      [voucher.productId],
    );
    expect(states).toEqual({
      both: 0,
      sold: bought.length,
      retired,
      stocked: 40 - bought.length - retired,
    });
    expect(new Set(bought.map((a) => a.body.voucher_code)).size).toBe(bought.length);
    // A refused buyer paid nothing.
    for (const buyer of buyers) {
      const mine = (await orderRows(voucher.productId)).filter((o) => o.user_id === buyer.userId);
      expect(await balance(buyer.userId)).toBe(100 - 100 * mine.length);
    }
    await expectBalancesMatchLedger();
  });

  it('answers a bought voucher with its code, order, price and the lower balance', async () => {
    const voucher = await createVoucher(
      app,
      [
        { value: 250, price: 120, codes: 2 },
        { value: 500, price: 230, codes: 2 },
      ],
      { title: 'Amazon Pay Gift Card' },
    );
    const [buyer] = await createBuyers(app, 1, 1000);
    const res = await purchase(app, buyer.token, {
      product_id: voucher.productId,
      value: 500,
      coupon_type: 'Gift card',
      user_id: buyer.userId,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({
      status: 'S',
      message: 'Voucher redeemed successfully!',
      voucher_code: voucher.codes[500][0],
      order_id: expect.stringMatching(/^\d+$/),
      price: 230,
      coin_balance: 770,
    });
    expect(await balance(buyer.userId)).toBe(770);

    // Transaction History names the voucher and its face value.
    const history = await post(app, 'transaction_history', {}, buyer.token);
    expect(history.body.data[0]).toMatchObject({ reason: 'Voucher purchase', value: -230 });
    const [transfer] = await dataSource.query(
      `SELECT debit_account, credit_account, source, reference FROM wallet_transfers
        WHERE idempotency_key LIKE $1`,
      [`purchase:${buyer.userId}:%`],
    );
    expect(transfer).toEqual({
      debit_account: `user:${buyer.userId}`,
      credit_account: 'shop:sales',
      source: 'Amazon Pay Gift Card 500',
      reference: `product:${voucher.productId}:500`,
    });

    // The confirmation mail's event commits with the order and carries its id, never the code.
    const events = await dataSource.query(
      `SELECT queue, payload, idempotency_key FROM outbox_events
        WHERE name = 'mail.order_confirmation' AND payload->>'orderId' = $1`,
      [res.body.order_id],
    );
    expect(events).toEqual([
      {
        queue: 'mail',
        payload: { orderId: res.body.order_id },
        idempotency_key: `mail.order_confirmation-${res.body.order_id}`,
      },
    ]);
    await expectBalancesMatchLedger();
  });

  it('buys once for a replayed Idempotency-Key and answers the first purchase again', async () => {
    const voucher = await createVoucher(app, [{ value: 100, price: 50, codes: 5 }]);
    const [buyer] = await createBuyers(app, 1, 500);
    const key = randomUUID();
    const body = { product_id: voucher.productId, value: 100 };
    const first = await purchase(app, buyer.token, body, key);
    const again = await purchase(app, buyer.token, body, key);
    expect(first.statusCode).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await orderRows(voucher.productId)).toHaveLength(1);
    expect(await transfersFor(buyer.userId)).toBe(1);
    expect(await balance(buyer.userId)).toBe(450);
    expect(await availableCodes(voucher.productId)).toBe(4);
  });

  it('refuses an Idempotency-Key reused for another voucher or value with 422, buying nothing', async () => {
    const voucher = await createVoucher(app, [
      { value: 100, price: 50, codes: 5 },
      { value: 200, price: 90, codes: 5 },
    ]);
    const other = await createVoucher(app, [{ value: 100, price: 50, codes: 5 }]);
    const [buyer] = await createBuyers(app, 1, 500);
    const key = randomUUID();
    const first = await purchase(
      app,
      buyer.token,
      { product_id: voucher.productId, value: 100 },
      key,
    );
    expect(first.statusCode).toBe(200);
    for (const body of [
      { product_id: voucher.productId, value: 200 },
      { product_id: other.productId, value: 100 },
    ]) {
      const reused = await purchase(app, buyer.token, body, key);
      expect(reused.statusCode).toBe(422);
      expect(reused.body).toEqual({
        status: 'E',
        message:
          `This Idempotency-Key already bought product ${voucher.productId} at 100: ` +
          'send a new key for a different purchase.',
        code: 'IDEMPOTENCY_KEY_REUSED',
      });
    }
    expect(await transfersFor(buyer.userId)).toBe(1);
    expect(await balance(buyer.userId)).toBe(450);
    expect(await availableCodes(other.productId)).toBe(5);
    // The first body still answers the first order.
    const again = await purchase(
      app,
      buyer.token,
      { product_id: voucher.productId, value: 100 },
      key,
    );
    expect(again.body).toEqual(first.body);
  });

  it('buys once when ten requests with one key arrive together', async () => {
    const voucher = await createVoucher(app, [{ value: 100, price: 50, codes: 20 }]);
    const [buyer] = await createBuyers(app, 1, 500);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        purchase(app, buyer.token, { product_id: voucher.productId, value: 100 }, key),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.body.order_id)).size).toBe(1);
    expect(new Set(answers.map((a) => a.body.voucher_code)).size).toBe(1);
    expect(await orderRows(voucher.productId)).toHaveLength(1);
    expect(await transfersFor(buyer.userId)).toBe(1);
    expect(await balance(buyer.userId)).toBe(450);
    expect(await availableCodes(voucher.productId)).toBe(19);
  });

  it('answers a replay of the key that bought the last code, not SOLD_OUT', async () => {
    const voucher = await createVoucher(app, [{ value: 100, price: 50, codes: 1 }]);
    const [first, late] = await createBuyers(app, 2, 500);
    const key = randomUUID();
    const body = { product_id: voucher.productId, value: 100 };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => purchase(app, first.token, body, key)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(5).fill(200));
    expect(new Set(answers.map((a) => a.body.voucher_code))).toEqual(new Set(voucher.codes[100]));

    const soldOut = await purchase(app, late.token, body);
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.body).toEqual({
      status: 'E',
      message: 'This voucher is sold out. Please choose another denomination or voucher.',
      code: 'SOLD_OUT',
    });
    expect((await purchase(app, first.token, body, key)).body).toEqual(answers[0].body);
    expect(await balance(late.userId)).toBe(500);
  });

  it('treats the same key from another player as another purchase', async () => {
    const voucher = await createVoucher(app, [{ value: 100, price: 50, codes: 5 }]);
    const [a, b] = await createBuyers(app, 2, 500);
    const key = randomUUID();
    const body = { product_id: voucher.productId, value: 100 };
    const mine = await purchase(app, a.token, body, key);
    const theirs = await purchase(app, b.token, body, key);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.body.order_id).not.toBe(mine.body.order_id);
    expect(theirs.body.voucher_code).not.toBe(mine.body.voucher_code);
    expect(JSON.stringify(theirs.body)).not.toContain(mine.body.voucher_code);
    expect(await balance(a.userId)).toBe(450);
    expect(await balance(b.userId)).toBe(450);
  });

  it('refuses a player short of coins in the spec’s words and writes nothing', async () => {
    const voucher = await createVoucher(app, [{ value: 1000, price: 900, codes: 1 }]);
    const [buyer] = await createBuyers(app, 1, 899);
    const res = await purchase(app, buyer.token, { product_id: voucher.productId, value: 1000 });
    expect(res.statusCode).toBe(409);
    expect(res.body).toEqual({
      status: 'E',
      message: 'Enough balance is needed to redeem the voucher.',
      code: 'INSUFFICIENT_BALANCE',
    });
    expect(await orderRows(voucher.productId)).toEqual([]);
    expect(await availableCodes(voucher.productId)).toBe(1);
    expect(await balance(buyer.userId)).toBe(899);
    expect(await transfersFor(buyer.userId)).toBe(0);
  });

  it('never changes a price buyers paid: a denomination is frozen once created', async () => {
    const voucher = await createVoucher(app, [{ value: 100, price: 50, codes: 2 }]);
    const [buyer] = await createBuyers(app, 1, 500);
    const body = { product_id: voucher.productId, value: 100 };
    expect((await purchase(app, buyer.token, body)).body.status).toBe('S');
    await expect(
      dataSource.query(
        `UPDATE product_denominations SET price = 1 WHERE product_id = $1 AND face_value = 100`,
        [voucher.productId],
      ),
    ).rejects.toThrow("a denomination's product, face value and price never change");
    expect((await purchase(app, buyer.token, body)).body.status).toBe('S');
    expect(await balance(buyer.userId)).toBe(400);
  });

  it('sells a face value added after a buyer asked for it in vain (misses are not remembered)', async () => {
    const voucher = await createVoucher(app, [{ value: 100, price: 50, codes: 1 }]);
    const [buyer] = await createBuyers(app, 1, 500);
    const early = await purchase(app, buyer.token, { product_id: voucher.productId, value: 200 });
    expect(early.body.code).toBe('DENOMINATION_NOT_FOUND');
    const [{ id }] = await dataSource.query(
      `INSERT INTO product_denominations (product_id, face_value, price) VALUES ($1, 200, 80)
       RETURNING id`,
      [voucher.productId],
    );
    const sealed = app.get(VoucherCodeVault).seal(`GH-LATE-${randomUUID()}`);
    await dataSource.query(
      `WITH c AS (INSERT INTO voucher_codes (denomination_id, code_hash, code_cipher, key_id)
                  VALUES ($1, $2, $3, $4) RETURNING id)
       INSERT INTO voucher_stock (code_id, denomination_id) SELECT id, $1 FROM c`,
      [id, sealed.hash, sealed.cipher, sealed.keyId],
    );
    const later = await purchase(app, buyer.token, { product_id: voucher.productId, value: 200 });
    expect(later.body).toMatchObject({ status: 'S' });
    expect(await balance(buyer.userId)).toBe(420);
  });

  it('names an unknown product or face value', async () => {
    const voucher = await createVoucher(app, [{ value: 100, price: 50, codes: 1 }]);
    const [buyer] = await createBuyers(app, 1, 500);
    const noProduct = await purchase(app, buyer.token, { product_id: 999_999, value: 100 });
    expect(noProduct.statusCode).toBe(404);
    expect(noProduct.body).toEqual({
      status: 'E',
      message: 'Product 999999 not found.',
      code: 'PRODUCT_NOT_FOUND',
    });
    const noValue = await purchase(app, buyer.token, { product_id: voucher.productId, value: 75 });
    expect(noValue.statusCode).toBe(400);
    expect(noValue.body).toEqual({
      status: 'E',
      message: 'This voucher has no denomination of 75.',
      code: 'DENOMINATION_NOT_FOUND',
    });
    expect(await balance(buyer.userId)).toBe(500);
  });

  it.each([
    ['missing', null],
    ['empty', ''],
    ['too long', 'k'.repeat(101)],
    ['with a space', 'two words'],
  ])('refuses an Idempotency-Key that is %s', async (_what, key) => {
    const voucher = await createVoucher(app, [{ value: 100, price: 50, codes: 1 }]);
    const [buyer] = await createBuyers(app, 1, 500);
    const res = await purchase(
      app,
      buyer.token,
      { product_id: voucher.productId, value: 100 },
      key,
    );
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual({
      status: 'E',
      message: 'The Idempotency-Key header is required: one per purchase attempt.',
      code: 'IDEMPOTENCY_KEY_REQUIRED',
    });
    expect(await availableCodes(voucher.productId)).toBe(1);
  });

  it('accepts the longest key the client may send', async () => {
    const voucher = await createVoucher(app, [{ value: 100, price: 50, codes: 1 }]);
    const [buyer] = await createBuyers(app, 1, 500);
    const key = `${'a'.repeat(90)}_-:.09AZ`.padEnd(100, 'z');
    const res = await purchase(
      app,
      buyer.token,
      { product_id: voucher.productId, value: 100 },
      key,
    );
    expect(res.statusCode).toBe(200);
  });

  it('refuses a visitor, another player’s user_id and a malformed body, buying nothing', async () => {
    const voucher = await createVoucher(app, [{ value: 100, price: 50, codes: 1 }]);
    const [buyer, other] = await createBuyers(app, 2, 500);
    const body = { product_id: voucher.productId, value: 100 };
    const visitor = await post(app, 'purchase', body);
    expect(visitor.statusCode).toBe(401);
    const impostor = await purchase(app, buyer.token, { ...body, user_id: other.userId });
    expect(impostor.statusCode).toBe(403);
    expect(impostor.body).toMatchObject({ status: 'E', code: 'NOT_YOUR_ACCOUNT' });
    const wrongType = await purchase(app, buyer.token, { ...body, product_id: 'abc' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.body.message).toBe('product_id must be a positive whole number');
    const noValue = await purchase(app, buyer.token, { product_id: voucher.productId });
    expect(noValue.body.message).toBe('value must be a positive whole number');
    expect(await availableCodes(voucher.productId)).toBe(1);
    expect(await balance(buyer.userId)).toBe(500);
    expect(await balance(other.userId)).toBe(500);
  });

  it('loses nothing and doubles nothing when the purchase fails at commit, then retries once', async () => {
    const voucher = await createVoucher(app, [{ value: 100, price: 50, codes: 2 }]);
    const [buyer] = await createBuyers(app, 1, 500);
    const key = `crash-${randomUUID()}`;
    const body = { product_id: voucher.productId, value: 100 };
    // A deferred constraint fails this key's order at COMMIT: after the debit, the code's sale,
    // the order and its event were all written, as a crash at the last moment would.
    await dataSource.query(`
      CREATE FUNCTION crash_purchase() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.request_key = '${key}' THEN RAISE EXCEPTION 'simulated crash at commit'; END IF;
        RETURN NULL;
      END $$`);
    await dataSource.query(`
      CREATE CONSTRAINT TRIGGER crash_purchase AFTER INSERT ON orders
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION crash_purchase()`);
    const crashed = await purchase(app, buyer.token, body, key).finally(() =>
      dataSource.query(`DROP TRIGGER crash_purchase ON orders; DROP FUNCTION crash_purchase()`),
    );
    expect(crashed.statusCode).toBe(500);
    // A fault injected into the database is the one 500 the document does not (and should not)
    // promise: the contract checker saw it, and nothing else.
    expect(contractViolations()).toEqual([
      expect.stringMatching(/^POST \/api\/purchase → 500: status not documented/),
    ]);
    expect(JSON.stringify(crashed.body)).not.toContain(voucher.codes[100][0]);
    expect(await balance(buyer.userId)).toBe(500);
    expect(await transfersFor(buyer.userId)).toBe(0);
    expect(await orderRows(voucher.productId)).toEqual([]);
    expect(await availableCodes(voucher.productId)).toBe(2);
    const [{ events }] = await dataSource.query(
      `SELECT count(*)::int AS events FROM outbox_events
        WHERE name = 'mail.order_confirmation'
          AND payload->>'orderId' NOT IN (SELECT id::text FROM orders)`,
    );
    expect(events).toBe(0);

    const retried = await purchase(app, buyer.token, body, key);
    const replayed = await purchase(app, buyer.token, body, key);
    expect(retried.statusCode).toBe(200);
    expect(retried.body.voucher_code).toBe(voucher.codes[100][0]);
    expect(replayed.body).toEqual(retried.body);
    expect(await orderRows(voucher.productId)).toHaveLength(1);
    expect(await balance(buyer.userId)).toBe(450);
    expect(await transfersFor(buyer.userId)).toBe(1);
    await expectBalancesMatchLedger();
  });
});
