import { DataSource, EntityManager } from 'typeorm';
import { UsersService } from '../users/users.service';
import { walletErrors } from '../wallet/wallet.errors';
import { WalletService } from '../wallet/wallet.service';
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

function setup(answers: Partial<Record<Step, unknown[]>>) {
  const ran: Step[] = [];
  const query = jest.fn(async (sql: string, _params: unknown[]) => {
    const step = (Object.keys(STEPS) as Step[]).find((s) => STEPS[s].test(sql));
    if (!step || !(step in answers)) throw new Error(`unexpected statement ${sql}`);
    ran.push(step);
    return answers[step];
  });
  const manager = { query } as unknown as EntityManager;
  const dataSource = {
    transaction: jest.fn((work: (m: EntityManager) => Promise<unknown>) => work(manager)),
    query,
  };
  const wallet = { transfer: strict() };
  const users = { get: strict() };
  const vault = { open: jest.fn(({ cipher }: { cipher: string }) => `code-of-${cipher}`) };
  const prices = { get: jest.fn(async () => PRICE) };
  const hints = new SoldOutHints({ soldOutHintMs: 2000 });
  const service = new PurchaseService(
    dataSource as unknown as DataSource,
    wallet as unknown as WalletService,
    users as unknown as UsersService,
    vault as unknown as VoucherCodeVault,
    prices as unknown as VoucherPrices,
    hints,
  );
  return { service, query, ran, wallet, users, prices, dataSource, hints };
}

const PRICE = { title: 'Amazon Pay', denominationId: 3, price: 230 };
const DEBITED = { transferId: '9', replayed: false, balance: 770 };

describe('PurchaseService.purchase', () => {
  it('debits under the request key, then sells the oldest free code and raises the mail', async () => {
    const { service, ran, query, wallet, prices } = setup({
      sell: [{ order_id: '43', code_cipher: 'c88', key_id: 'k1' }],
    });
    wallet.transfer.mockImplementationOnce(async () => DEBITED);

    await expect(service.purchase(USER, KEY, 7, 500)).resolves.toEqual({
      orderId: '43',
      voucherCode: 'code-of-c88',
      price: 230,
      coinBalance: 770,
      replayed: false,
    });
    expect(prices.get).toHaveBeenCalledWith(7, 500);
    expect(ran).toEqual(['sell']);
    expect(wallet.transfer).toHaveBeenCalledWith(expect.anything(), {
      from: `user:${USER}`,
      to: 'shop:sales',
      amount: 230,
      reason: 'Voucher purchase',
      source: 'Amazon Pay 500',
      reference: 'product:7:500',
      idempotencyKey: `purchase:${USER}:${KEY}`,
    });
    // The denomination, the buyer, the key, the product, the face value and its price.
    expect(query.mock.calls[0][1]).toEqual([3, USER, KEY, 7, 500, 230]);
    // The order's confirmation mail is raised by the same statement, keyed by the order.
    expect(query.mock.calls[0][0]).toMatch(
      /INSERT INTO outbox_events[\s\S]*'notifications', 'mail.order_confirmation'[\s\S]*'mail.order_confirmation-' \|\| sold.id/,
    );
  });

  it('answers a replayed key with its first order and today’s balance, moving nothing', async () => {
    const { service, ran, wallet, users } = setup({
      firstOrder: [{ id: '42', price: 230, code_cipher: 'c1', key_id: 'k1' }],
    });
    wallet.transfer.mockImplementationOnce(async () => ({ transferId: '9', replayed: true }));
    users.get.mockImplementationOnce(async () => ({ coinBalance: 640 }));
    await expect(service.purchase(USER, KEY, 7, 500)).resolves.toEqual({
      orderId: '42',
      voucherCode: 'code-of-c1',
      price: 230,
      coinBalance: 640,
      replayed: true,
    });
    // No code taken for a replay, even when the voucher has sold out since.
    expect(ran).toEqual(['firstOrder']);
  });

  it('refuses an unknown voucher before opening a transaction', async () => {
    const { service, prices, dataSource, wallet } = setup({});
    prices.get.mockRejectedValueOnce(shopErrors.productNotFound(7));
    await expect(service.purchase(USER, KEY, 7, 500)).rejects.toMatchObject({
      code: 'PRODUCT_NOT_FOUND',
    });
    expect(dataSource.transaction).not.toHaveBeenCalled();
    expect(wallet.transfer).not.toHaveBeenCalled();
  });

  it('answers SOLD_OUT when no code is left, rolling the debit back', async () => {
    const { service, ran, wallet } = setup({ sell: [] });
    wallet.transfer.mockImplementationOnce(async () => DEBITED);
    await expect(service.purchase(USER, KEY, 7, 500)).rejects.toMatchObject({
      code: 'SOLD_OUT',
    });
    expect(ran).toEqual(['sell']);
  });

  it('remembers a sold-out denomination: the next buyer is refused without a transaction', async () => {
    const { service, ran, wallet, dataSource, hints } = setup({ sell: [], firstOrder: [] });
    wallet.transfer.mockImplementationOnce(async () => DEBITED);
    await expect(service.purchase(USER, KEY, 7, 500)).rejects.toMatchObject({ code: 'SOLD_OUT' });
    expect(hints.isSoldOut(PRICE.denominationId)).toBe(true);

    await expect(service.purchase(USER, 'req-2', 7, 500)).rejects.toMatchObject({
      code: 'SOLD_OUT',
      message: 'This voucher is sold out. Please choose another denomination or voucher.',
    });
    // Only the look for an order of that key: no transaction, no debit.
    expect(ran).toEqual(['sell', 'firstOrder']);
    expect(dataSource.transaction).toHaveBeenCalledTimes(1);
    expect(wallet.transfer).toHaveBeenCalledTimes(1);
  });

  it('answers a key that bought already with its order while the denomination is held sold out', async () => {
    const { service, ran, wallet, dataSource, users, hints } = setup({
      firstOrder: [{ id: '42', price: 230, code_cipher: 'c1', key_id: 'k1' }],
    });
    hints.soldOut(PRICE.denominationId);
    users.get.mockImplementationOnce(async () => ({ coinBalance: 640 }));
    await expect(service.purchase(USER, KEY, 7, 500)).resolves.toMatchObject({
      orderId: '42',
      voucherCode: 'code-of-c1',
      replayed: true,
    });
    expect(ran).toEqual(['firstOrder']);
    expect(dataSource.transaction).not.toHaveBeenCalled();
    expect(wallet.transfer).not.toHaveBeenCalled();
  });

  it('lets a double submit of a key being bought here wait for it, even once held sold out', async () => {
    const { service, ran, wallet, users, hints } = setup({
      sell: [{ order_id: '43', code_cipher: 'c88', key_id: 'k1' }],
      firstOrder: [{ id: '43', price: 230, code_cipher: 'c88', key_id: 'k1' }],
    });
    // The first request holds the last code; another buyer finds none meanwhile.
    let commit = () => {};
    wallet.transfer.mockImplementationOnce(async () => {
      hints.soldOut(PRICE.denominationId);
      await new Promise<void>((resolve) => (commit = resolve));
      return DEBITED;
    });
    wallet.transfer.mockImplementationOnce(async () => ({ transferId: '9', replayed: true }));
    users.get.mockImplementationOnce(async () => ({ coinBalance: 770 }));
    const first = service.purchase(USER, KEY, 7, 500);
    await new Promise((resolve) => setImmediate(resolve));
    const again = service.purchase(USER, KEY, 7, 500);
    await new Promise((resolve) => setImmediate(resolve));
    commit();
    await expect(first).resolves.toMatchObject({ orderId: '43', replayed: false });
    await expect(again).resolves.toMatchObject({ orderId: '43', replayed: true });
    // The second went through the debit (which waits on the key) rather than the hint.
    expect(wallet.transfer).toHaveBeenCalledTimes(2);
    expect([...ran].sort()).toEqual(['firstOrder', 'sell']);
  });

  it('lets a short balance fail the purchase before any code is taken', async () => {
    const { service, ran, wallet } = setup({});
    wallet.transfer.mockImplementationOnce(async () => {
      throw walletErrors.insufficientBalance();
    });
    await expect(service.purchase(USER, KEY, 7, 500)).rejects.toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      message: 'Enough balance is needed to redeem the voucher.',
    });
    expect(ran).toEqual([]);
  });

  it('refuses to answer a key that was charged without an order', async () => {
    const { service, wallet } = setup({ firstOrder: [] });
    wallet.transfer.mockImplementationOnce(async () => ({ transferId: '9', replayed: true }));
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
