import { DataSource, EntityManager } from 'typeorm';
import { OutboxService } from '../../events/outbox.service';
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

/** The statements of a purchase, in order, recognised by what they do. */
const STEPS = {
  lock: /pg_advisory_xact_lock/,
  replay: /FROM orders o/,
  stock: /FOR UPDATE SKIP LOCKED/,
  sell: /INSERT INTO orders/,
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
  };
  const wallet = { transfer: strict() };
  const outbox = { add: strict() };
  const vault = { open: jest.fn(({ cipher }: { cipher: string }) => `code-of-${cipher}`) };
  const service = new PurchaseService(
    dataSource as unknown as DataSource,
    wallet as unknown as WalletService,
    outbox as unknown as OutboxService,
    vault as unknown as VoucherCodeVault,
  );
  return { service, query, ran, wallet, outbox };
}

const STOCK = {
  title: 'Amazon Pay',
  denomination_id: 3,
  price: 230,
  code_id: '88',
  code_cipher: 'c88',
  key_id: 'k1',
};

describe('PurchaseService.purchase', () => {
  it('answers a replayed key with its first order, taking no code and moving no coins', async () => {
    const { service, ran, query } = setup({
      lock: [{}],
      replay: [{ id: '42', price: 230, code_cipher: 'c1', key_id: 'k1', coin_balance: '770' }],
    });
    await expect(service.purchase(USER, KEY, 7, 500)).resolves.toEqual({
      orderId: '42',
      voucherCode: 'code-of-c1',
      price: 230,
      coinBalance: 770,
      replayed: true,
    });
    expect(ran).toEqual(['lock', 'replay']);
    // Requests with one key queue on one lock, named by the buyer and the key.
    expect(query.mock.calls[0][1]).toEqual([`purchase:${USER}:${KEY}`]);
  });

  it('takes a code, debits through the wallet under the request key, sells it and raises the mail', async () => {
    const { service, ran, wallet, outbox } = setup({
      lock: [{}],
      replay: [],
      stock: [STOCK],
      sell: [{ id: '43', coin_balance: '770' }],
    });
    wallet.transfer.mockImplementationOnce(async () => ({ transferId: '9', replayed: false }));
    outbox.add.mockImplementationOnce(async () => undefined);

    await expect(service.purchase(USER, KEY, 7, 500)).resolves.toEqual({
      orderId: '43',
      voucherCode: 'code-of-c88',
      price: 230,
      coinBalance: 770,
      replayed: false,
    });
    expect(ran).toEqual(['lock', 'replay', 'stock', 'sell']);
    expect(wallet.transfer).toHaveBeenCalledWith(expect.anything(), {
      from: `user:${USER}`,
      to: 'shop:sales',
      amount: 230,
      reason: 'Voucher purchase',
      source: 'Amazon Pay 500',
      reference: 'product:7:500',
      idempotencyKey: `purchase:${USER}:${KEY}`,
    });
    expect(outbox.add).toHaveBeenCalledWith(expect.anything(), {
      name: 'mail.order_confirmation',
      payload: { orderId: '43' },
      idempotencyKey: 'mail.order_confirmation-43',
    });
  });

  it('names an unknown product', async () => {
    const { service } = setup({ lock: [{}], replay: [], stock: [] });
    await expect(service.purchase(USER, KEY, 7, 500)).rejects.toMatchObject({
      code: 'PRODUCT_NOT_FOUND',
      message: 'Product 7 not found.',
    });
  });

  it('names a face value the product does not have, before touching coins', async () => {
    const { service } = setup({
      lock: [{}],
      replay: [],
      stock: [{ title: 'Amazon Pay', denomination_id: null, price: null, code_id: null }],
    });
    await expect(service.purchase(USER, KEY, 7, 75)).rejects.toMatchObject({
      code: 'DENOMINATION_NOT_FOUND',
      message: 'This voucher has no denomination of 75.',
    });
  });

  it('answers SOLD_OUT when no code is left, before touching coins', async () => {
    const { service } = setup({
      lock: [{}],
      replay: [],
      stock: [{ ...STOCK, code_id: null, code_cipher: null, key_id: null }],
    });
    await expect(service.purchase(USER, KEY, 7, 500)).rejects.toMatchObject({
      code: 'SOLD_OUT',
    });
  });

  it('lets a short balance fail the whole purchase: no sale, no event', async () => {
    const { service, ran, wallet } = setup({ lock: [{}], replay: [], stock: [STOCK] });
    wallet.transfer.mockImplementationOnce(async () => {
      throw walletErrors.insufficientBalance();
    });
    await expect(service.purchase(USER, KEY, 7, 500)).rejects.toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      message: 'Enough balance is needed to redeem the voucher.',
    });
    expect(ran).toEqual(['lock', 'replay', 'stock']);
  });

  it('refuses to hand out a code when the key was charged without an order', async () => {
    const { service, ran, wallet } = setup({ lock: [{}], replay: [], stock: [STOCK] });
    wallet.transfer.mockImplementationOnce(async () => ({ transferId: '9', replayed: true }));
    await expect(service.purchase(USER, KEY, 7, 500)).rejects.toThrow(
      'Purchase key req-1 was charged without an order',
    );
    expect(ran).toEqual(['lock', 'replay', 'stock']);
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
