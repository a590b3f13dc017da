import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { VoucherCodeVault } from '../../../backend/src/modules/shop/voucher-code-vault';
import { createBuyers, createVoucher, purchase } from '../../factories/shop.factory';
import { coinBalance } from '../../factories/user.factory';
import { ops } from '../../utils/http';
import { eventually, startApi } from '../../utils/stack';

const SOLD_OUT = {
  status: 'E',
  message: 'This voucher is sold out. Please choose another denomination or voucher.',
  code: 'SOLD_OUT',
};

/** Two API instances on one database and Redis, as behind a load balancer. */
describe('shop: sold-out hint', () => {
  let app: NestFastifyApplication;
  let other: NestFastifyApplication;
  let dataSource: DataSource;

  beforeAll(async () => {
    other = await startApi();
    app = await startApi();
    dataSource = app.get(DataSource);
  });
  afterAll(async () => {
    await other.close();
    await app.close();
  });

  /**
   * What a purchase attempt leaves behind: ledger rows, orders, and the transfers' id sequence,
   * which an INSERT advances even when its transaction rolls back (so a debit tried and undone
   * shows there too).
   */
  const traces = async () =>
    (
      await dataSource.query(`
        SELECT (SELECT count(*) FROM wallet_transfers)::int AS transfers,
               (SELECT count(*) FROM wallet_entries)::int AS entries,
               (SELECT count(*) FROM orders)::int AS orders,
               (SELECT last_value FROM wallet_transfers_id_seq)::text AS debits_tried`)
    )[0];

  /** Stocks one more code of a face value straight into the tables, as no operator would. */
  const stockQuietly = async (productId: number, value: number, code: string) => {
    const sealed = app.get(VoucherCodeVault).seal(code);
    await dataSource.query(
      `WITH c AS (
         INSERT INTO voucher_codes (denomination_id, code_hash, code_cipher, key_id)
         SELECT id, $3, $4, $5 FROM product_denominations WHERE product_id = $1 AND face_value = $2
         RETURNING id, denomination_id)
       INSERT INTO voucher_stock (code_id, denomination_id) SELECT id, denomination_id FROM c`,
      [productId, value, sealed.hash, sealed.cipher, sealed.keyId],
    );
  };

  it('refuses the next buyers of a sold-out denomination without trying a debit', async () => {
    const voucher = await createVoucher(app, [{ value: 100, price: 50, codes: 1 }]);
    const [first, second, third] = await createBuyers(app, 3, 500);
    const body = { product_id: voucher.productId, value: 100 };
    expect((await purchase(app, first.token, body)).statusCode).toBe(200);
    // The sale finds no code: its debit is undone, and this instance remembers.
    const found = await purchase(app, second.token, body);
    expect(found.statusCode).toBe(409);
    expect(found.body).toEqual(SOLD_OUT);

    const before = await traces();
    const held = await purchase(app, third.token, body);
    expect(held.statusCode).toBe(409);
    expect(held.body).toEqual(SOLD_OUT);
    expect(await traces()).toEqual(before);
    expect(await coinBalance(dataSource, third.userId)).toBe(500);
  });

  it('answers a replay of the key that bought the last code while the hint holds', async () => {
    const voucher = await createVoucher(app, [{ value: 100, price: 50, codes: 1 }]);
    const [buyer, late] = await createBuyers(app, 2, 500);
    const key = randomUUID();
    const body = { product_id: voucher.productId, value: 100 };
    const bought = await purchase(app, buyer.token, body, key);
    expect(bought.statusCode).toBe(200);
    expect((await purchase(app, late.token, body)).body).toEqual(SOLD_OUT);

    const before = await traces();
    const replayed = await purchase(app, buyer.token, body, key);
    expect(replayed.statusCode).toBe(200);
    expect(replayed.body).toEqual(bought.body);
    expect(replayed.body.voucher_code).toBe(voucher.codes[100][0]);
    expect(await traces()).toEqual(before);
    // A new key of the same buyer is another purchase: held sold out.
    expect((await purchase(app, buyer.token, body)).body).toEqual(SOLD_OUT);
  });

  it('sells at once on another instance after an operator imports codes', async () => {
    const voucher = await createVoucher(app, [
      { value: 100, price: 50, codes: 1 },
      { value: 200, price: 90, codes: 1 },
    ]);
    const [buyer, late] = await createBuyers(app, 2, 500);
    const body = { product_id: voucher.productId, value: 100 };
    expect((await purchase(other, buyer.token, body)).statusCode).toBe(200);
    expect((await purchase(other, late.token, body)).body).toEqual(SOLD_OUT);
    const before = await traces();
    expect((await purchase(other, late.token, body)).body).toEqual(SOLD_OUT);
    expect(await traces()).toEqual(before);

    // Through the first instance, which tells the other once the import has committed.
    const code = `GH-RESTOCK-${randomUUID()}`;
    const imported = await ops(app, 'POST', `products/${voucher.productId}/codes`, {
      codes: [{ value: 100, code }],
    });
    expect(imported.body).toEqual({ status: 'S', imported: 1 });
    const bought = await purchase(other, late.token, body);
    expect(bought.statusCode).toBe(200);
    expect(bought.body.voucher_code).toBe(code);
    expect(await coinBalance(dataSource, late.userId)).toBe(450);
  });

  it('lets buyers try again after SOLD_OUT_HINT_MS when codes arrive without an operator', async () => {
    const voucher = await createVoucher(app, [{ value: 100, price: 50, codes: 1 }]);
    const [buyer, late] = await createBuyers(app, 2, 500);
    const body = { product_id: voucher.productId, value: 100 };
    expect((await purchase(app, buyer.token, body)).statusCode).toBe(200);
    const held = Date.now();
    expect((await purchase(app, late.token, body)).body).toEqual(SOLD_OUT);

    const code = `GH-QUIET-${randomUUID()}`;
    await stockQuietly(voucher.productId, 100, code);
    expect((await purchase(app, late.token, body)).body).toEqual(SOLD_OUT);
    const bought = await eventually(
      () => purchase(app, late.token, body),
      (res) => res.statusCode === 200,
      5_000,
    );
    expect(bought.body.voucher_code).toBe(code);
    // The default hint lasts 2 s.
    expect(Date.now() - held).toBeGreaterThanOrEqual(2_000);
  });
});
