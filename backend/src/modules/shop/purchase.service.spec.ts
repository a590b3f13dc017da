import { DataSource } from 'typeorm';
import { UsersService } from '../users/users.service';
import { WalletRepository } from '../wallet/wallet.repository';
import { WalletService } from '../wallet/wallet.service';
import { OrdersRepository } from './orders.repository';
import { PurchaseService, purchaseSource } from './purchase.service';
import { shopErrors } from './shop.errors';
import { SoldOutHints } from './sold-out-hints';
import { VoucherCodeVault } from './voucher-code-vault';
import { VoucherPrices } from './voucher-prices';

/** A mock that fails the test when called without an answer set up for it. */
const strict = () =>
  jest.fn<unknown, unknown[]>((...args) => {
    throw new Error(`unexpected call with ${JSON.stringify(args)}`);
  });

const USER = '6f1c2b1e-0000-4000-8000-000000000001';
const KEY = 'req-1';

/** The statements of a purchase, recognised by what they do. */
const STEPS = {
  sell: /INSERT INTO orders/,
  firstOrder: /WHERE o\.user_id = \$1 AND o\.request_key = \$2/,
};
type Step = keyof typeof STEPS;
type Answer = unknown[] | (() => Promise<unknown[]>);

/** PostgreSQL's errors as TypeORM passes them on (the driver's fields copied onto it). */
const pgError = (fields: Record<string, string>) =>
  Object.assign(new Error('statement failed'), fields);
const NO_CODE = pgError({ code: '23502', table: 'orders', column: 'code_id' });
const OVERDRAFT = pgError({ code: '23514', constraint: 'users_coin_balance_check' });

function setup(answers: Partial<Record<Step, Answer[]>>) {
  const ran: Step[] = [];
  const query = jest.fn(async (sql: string, _params: unknown[]) => {
    const step = (Object.keys(STEPS) as Step[]).find((s) => STEPS[s].test(sql));
    const answer = step && answers[step]?.shift();
    if (!step || !answer) throw new Error(`unexpected statement ${sql}`);
    ran.push(step);
    return typeof answer === 'function' ? answer() : answer;
  });
  const dataSource = { transaction: strict(), query };
  const users = { get: strict() };
  const vault = { open: jest.fn(({ cipher }: { cipher: string }) => `code-of-${cipher}`) };
  const prices = { get: jest.fn(async () => PRICE) };
  const hints = new SoldOutHints({ soldOutHintMs: 2000 });
  const service = new PurchaseService(
    new OrdersRepository(dataSource as unknown as DataSource),
    // The real wallet composing the statement, sending it through the same mock.
    new WalletService(new WalletRepository(dataSource as unknown as DataSource)),
    users as unknown as UsersService,
    vault as unknown as VoucherCodeVault,
    prices as unknown as VoucherPrices,
    hints,
  );
  return { service, query, ran, users, prices, dataSource, hints };
}

const PRICE = { title: 'Amazon Pay', denominationId: 3, price: 230 };
const SOLD = { transfer_id: '9', balance: '770', order_id: '43', code_cipher: 'c88', key_id: 'k1' };
/** What the statement answers for a key that had bought already: it moved nothing. */
const NOTHING_MOVED = {
  transfer_id: null,
  balance: null,
  order_id: null,
  code_cipher: null,
  key_id: null,
};
const FIRST_ORDER = {
  id: '42',
  price: 230,
  product_id: 7,
  face_value: 500,
  code_cipher: 'c1',
  key_id: 'k1',
};

describe('PurchaseService.purchase', () => {
  it('debits under the request key, sells the oldest free code and raises the mail in one statement', async () => {
    const { service, ran, query, prices, dataSource } = setup({ sell: [[SOLD]] });

    await expect(service.purchase(USER, KEY, 7, 500)).resolves.toEqual({
      orderId: '43',
      voucherCode: 'code-of-c88',
      price: 230,
      coinBalance: 770,
      replayed: false,
    });
    expect(prices.get).toHaveBeenCalledWith(7, 500);
    expect(ran).toEqual(['sell']);
    // Atomic on its own: no BEGIN, no COMMIT.
    expect(dataSource.transaction).not.toHaveBeenCalled();
    const [sql, params] = query.mock.calls[0];
    // The wallet's transfer, then the sale's named inputs: the denomination, the buyer, the key,
    // the product, the face value and its price.
    expect(params).toEqual([
      `purchase:${USER}:${KEY}`,
      `user:${USER}`,
      'shop:sales',
      230,
      'Voucher purchase',
      'Amazon Pay 500',
      'product:7:500',
      USER,
      null,
      -230,
      USER,
      3,
      USER,
      KEY,
      7,
      500,
      230,
    ]);
    // No code is looked at before the debit and its balance check have run.
    expect(sql).toMatch(/WHERE denomination_id = \$12 AND EXISTS \(SELECT 1 FROM balance\)/);
    // The order's confirmation mail is raised by the same statement, keyed by the order.
    expect(sql).toMatch(
      /INSERT INTO outbox_events[\s\S]*'mail', 'mail.order_confirmation'[\s\S]*'mail.order_confirmation-' \|\| sold.id/,
    );
  });

  it('answers a replayed key with its first order and today’s balance, moving nothing', async () => {
    const { service, ran, users } = setup({
      sell: [[NOTHING_MOVED]],
      firstOrder: [[FIRST_ORDER]],
    });
    users.get.mockImplementationOnce(async () => ({ coinBalance: 640 }));
    await expect(service.purchase(USER, KEY, 7, 500)).resolves.toEqual({
      orderId: '42',
      voucherCode: 'code-of-c1',
      price: 230,
      coinBalance: 640,
      replayed: true,
    });
    expect(ran).toEqual(['sell', 'firstOrder']);
  });

  it('refuses a key replayed for another voucher or value (422), naming what it bought', async () => {
    for (const [productId, faceValue] of [
      [8, 500],
      [7, 1000],
    ]) {
      const { service } = setup({ sell: [[NOTHING_MOVED]], firstOrder: [[FIRST_ORDER]] });
      await expect(service.purchase(USER, KEY, productId, faceValue)).rejects.toMatchObject({
        kind: 'unprocessable',
        code: 'IDEMPOTENCY_KEY_REUSED',
        message:
          'This Idempotency-Key already bought product 7 at 500: send a new key for a different purchase.',
      });
    }
  });

  it('refuses an unknown voucher before any statement', async () => {
    const { service, prices, query } = setup({});
    prices.get.mockRejectedValueOnce(shopErrors.productNotFound(7));
    await expect(service.purchase(USER, KEY, 7, 500)).rejects.toMatchObject({
      code: 'PRODUCT_NOT_FOUND',
    });
    expect(query).not.toHaveBeenCalled();
  });

  it('answers SOLD_OUT when the order finds no code (the statement fails, undoing the debit)', async () => {
    const { service, ran, hints } = setup({
      sell: [
        async () => {
          throw NO_CODE;
        },
      ],
    });
    await expect(service.purchase(USER, KEY, 7, 500)).rejects.toMatchObject({
      code: 'SOLD_OUT',
      message: 'This voucher is sold out. Please choose another denomination or voucher.',
    });
    expect(ran).toEqual(['sell']);
    expect(hints.isSoldOut(PRICE.denominationId)).toBe(true);
  });

  it('refuses the next buyer of a denomination found sold out without a statement that debits', async () => {
    const { service, ran, hints } = setup({ firstOrder: [[]] });
    hints.soldOut(PRICE.denominationId);
    await expect(service.purchase(USER, 'req-2', 7, 500)).rejects.toMatchObject({
      code: 'SOLD_OUT',
    });
    // Only the look for an order of that key.
    expect(ran).toEqual(['firstOrder']);
  });

  it('answers a key that bought already with its order while the denomination is held sold out', async () => {
    const { service, ran, users, hints } = setup({ firstOrder: [[FIRST_ORDER]] });
    hints.soldOut(PRICE.denominationId);
    users.get.mockImplementationOnce(async () => ({ coinBalance: 640 }));
    await expect(service.purchase(USER, KEY, 7, 500)).resolves.toMatchObject({
      orderId: '42',
      voucherCode: 'code-of-c1',
      replayed: true,
    });
    expect(ran).toEqual(['firstOrder']);
  });

  it('lets a double submit of a key being bought here wait for it, even once held sold out', async () => {
    let commit = () => {};
    const { service, ran, users, hints } = setup({
      sell: [
        // The first request holds the last code; another buyer finds none meanwhile.
        async () => {
          hints.soldOut(PRICE.denominationId);
          await new Promise<void>((resolve) => (commit = resolve));
          return [SOLD];
        },
        [NOTHING_MOVED],
      ],
      firstOrder: [[{ ...FIRST_ORDER, id: '43', code_cipher: 'c88' }]],
    });
    users.get.mockImplementationOnce(async () => ({ coinBalance: 770 }));
    const first = service.purchase(USER, KEY, 7, 500);
    await new Promise((resolve) => setImmediate(resolve));
    const again = service.purchase(USER, KEY, 7, 500);
    await new Promise((resolve) => setImmediate(resolve));
    commit();
    await expect(first).resolves.toMatchObject({ orderId: '43', replayed: false });
    await expect(again).resolves.toMatchObject({ orderId: '43', replayed: true });
    // The second went through the debit (which waits on the key) rather than the hint.
    expect([...ran].sort()).toEqual(['firstOrder', 'sell', 'sell']);
  });

  it('lets a short balance fail the purchase in the spec’s words', async () => {
    const { service, hints } = setup({
      sell: [
        async () => {
          throw OVERDRAFT;
        },
      ],
    });
    await expect(service.purchase(USER, KEY, 7, 500)).rejects.toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      message: 'Enough balance is needed to redeem the voucher.',
    });
    expect(hints.isSoldOut(PRICE.denominationId)).toBe(false);
  });

  it('refuses to answer a key that was charged without an order', async () => {
    const { service } = setup({ sell: [[NOTHING_MOVED]], firstOrder: [[]] });
    await expect(service.purchase(USER, KEY, 7, 500)).rejects.toThrow(
      'Purchase key req-1 was charged without an order',
    );
  });
});

describe('purchaseSource', () => {
  it.each([
    ['Amazon Pay', 500, 'Amazon Pay 500'],
    ['A'.repeat(120), 10000, `${'A'.repeat(74)} 10000`],
    [`${'B'.repeat(76)}  tail`, 5, `${'B'.repeat(76)} 5`],
  ])('fits %s and its face value %d in the ledger’s 80 characters', (title, value, source) => {
    expect(purchaseSource(title, value)).toBe(source);
    expect(purchaseSource(title, value).length).toBeLessThanOrEqual(80);
  });
});
