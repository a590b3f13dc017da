import { DataSource, EntityManager } from 'typeorm';
import { OutboxService } from '../../events/outbox.service';
import { UsersService } from '../users/users.service';
import { walletErrors } from '../wallet/wallet.errors';
import { WalletService } from '../wallet/wallet.service';
import { PurchaseService, purchaseSource } from './purchase.service';
import { VoucherCodeVault } from './voucher-code-vault';

/** A mock that fails the test when called without an answer set up for it. */
const strict = () =>
  jest.fn<unknown, unknown[]>((...args) => {
    throw new Error(`unexpected call with ${JSON.stringify(args)}`);
  });

const USER = '6f1c2b1e-0000-4000-8000-000000000001';
const KEY = 'req-1';

/** The statements of a purchase, recognised by what they do. */
const STEPS = {
  lookup: /FROM products p/,
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
  const outbox = { add: strict() };
  const vault = { open: jest.fn(({ cipher }: { cipher: string }) => `code-of-${cipher}`) };
  const service = new PurchaseService(
    dataSource as unknown as DataSource,
    wallet as unknown as WalletService,
    users as unknown as UsersService,
    outbox as unknown as OutboxService,
    vault as unknown as VoucherCodeVault,
  );
  return { service, query, ran, wallet, users, outbox };
}

const IN_STOCK = { title: 'Amazon Pay', id: 3, price: 230, in_stock: true, ordered: false };
const DEBITED = { transferId: '9', replayed: false, balance: 770 };

describe('PurchaseService.purchase', () => {
  it('debits under the request key, then sells the oldest free code and raises the mail', async () => {
    const { service, ran, query, wallet, outbox } = setup({
      lookup: [IN_STOCK],
      sell: [{ order_id: '43', code_cipher: 'c88', key_id: 'k1' }],
    });
    wallet.transfer.mockImplementationOnce(async () => DEBITED);
    outbox.add.mockImplementationOnce(async () => undefined);

    await expect(service.purchase(USER, KEY, 7, 500)).resolves.toEqual({
      orderId: '43',
      voucherCode: 'code-of-c88',
      price: 230,
      coinBalance: 770,
      replayed: false,
    });
    expect(ran).toEqual(['lookup', 'sell']);
    expect(wallet.transfer).toHaveBeenCalledWith(expect.anything(), {
      from: `user:${USER}`,
      to: 'shop:sales',
      amount: 230,
      reason: 'Voucher purchase',
      source: 'Amazon Pay 500',
      reference: 'product:7:500',
      idempotencyKey: `purchase:${USER}:${KEY}`,
    });
    // The denomination found, the buyer, the key, the product, the face value and its price.
    expect(query.mock.calls[1][1]).toEqual([3, USER, KEY, 7, 500, 230]);
    expect(outbox.add).toHaveBeenCalledWith(expect.anything(), {
      name: 'mail.order_confirmation',
      payload: { orderId: '43' },
      idempotencyKey: 'mail.order_confirmation-43',
    });
  });

  it('answers a replayed key with its first order and today’s balance, moving nothing', async () => {
    const { service, ran, wallet, users } = setup({
      // Sold out since, but this key has its order: the replay goes on to the wallet's key.
      lookup: [{ ...IN_STOCK, in_stock: false, ordered: true }],
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
    expect(ran).toEqual(['lookup', 'firstOrder']);
  });

  it('names an unknown product, before touching coins', async () => {
    const { service } = setup({ lookup: [] });
    await expect(service.purchase(USER, KEY, 7, 500)).rejects.toMatchObject({
      code: 'PRODUCT_NOT_FOUND',
      message: 'Product 7 not found.',
    });
  });

  it('names a face value the product does not have, before touching coins', async () => {
    const { service } = setup({
      lookup: [{ title: 'Amazon Pay', id: null, price: null, in_stock: false, ordered: false }],
    });
    await expect(service.purchase(USER, KEY, 7, 75)).rejects.toMatchObject({
      code: 'DENOMINATION_NOT_FOUND',
      message: 'This voucher has no denomination of 75.',
    });
  });

  it('answers SOLD_OUT when no code is left, before touching coins', async () => {
    const { service } = setup({ lookup: [{ ...IN_STOCK, in_stock: false }] });
    await expect(service.purchase(USER, KEY, 7, 500)).rejects.toMatchObject({
      code: 'SOLD_OUT',
    });
  });

  it('answers SOLD_OUT when the last code went after the check, raising no event', async () => {
    const { service, ran, wallet } = setup({ lookup: [IN_STOCK], sell: [] });
    wallet.transfer.mockImplementationOnce(async () => DEBITED);
    await expect(service.purchase(USER, KEY, 7, 500)).rejects.toMatchObject({
      code: 'SOLD_OUT',
    });
    expect(ran).toEqual(['lookup', 'sell']);
  });

  it('lets a short balance fail the purchase before any code is taken', async () => {
    const { service, ran, wallet } = setup({ lookup: [IN_STOCK] });
    wallet.transfer.mockImplementationOnce(async () => {
      throw walletErrors.insufficientBalance();
    });
    await expect(service.purchase(USER, KEY, 7, 500)).rejects.toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      message: 'Enough balance is needed to redeem the voucher.',
    });
    expect(ran).toEqual(['lookup']);
  });

  it('refuses to answer a key that was charged without an order', async () => {
    const { service, wallet } = setup({ lookup: [IN_STOCK], firstOrder: [] });
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
