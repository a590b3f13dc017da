import { SYSTEM_ACCOUNTS, userAccount } from './wallet-accounts';
import { WalletRepository } from './wallet.repository';
import { WalletService } from './wallet.service';

/** A mock that fails the test when called without an answer set up for it. */
const strict = () =>
  jest.fn<unknown, unknown[]>((...args) => {
    throw new Error(`unexpected call with ${JSON.stringify(args)}`);
  });

const USER = '6f1c2b1e-0000-4000-8000-000000000001';
const DEBIT = {
  from: userAccount(USER),
  to: SYSTEM_ACCOUNTS.shopSales,
  amount: 230,
  reason: 'Voucher purchase',
  source: 'Amazon Pay 500',
  idempotencyKey: 'purchase:u:k',
};

function setup(answer: () => Promise<unknown>) {
  const ledger = { insertTransferWith: strict() };
  ledger.insertTransferWith.mockImplementation(() => answer());
  return {
    wallet: new WalletService(ledger as unknown as WalletRepository),
    insertTransferWith: ledger.insertTransferWith,
  };
}

const change = {
  params: { productId: 7, buyer: USER },
  steps: (p: { productId: string; buyer: string }, moved: string) =>
    `sold AS (INSERT INTO orders (product_id, user_id) SELECT ${p.productId}, ${p.buyer} WHERE ${moved} RETURNING id)`,
  select: { order_id: '(SELECT id FROM sold)' },
};

describe('WalletService.transferWith', () => {
  it('hands the transfer and the caller’s change to the ledger in one statement and answers what moved', async () => {
    const { wallet, insertTransferWith } = setup(async () => ({
      transfer_id: '9',
      balance: '770',
      order_id: '43',
    }));
    await expect(wallet.transferWith(DEBIT, change)).resolves.toEqual({
      moved: true,
      balance: 770,
      result: { order_id: '43' },
    });
    expect(insertTransferWith).toHaveBeenCalledTimes(1);
    expect(insertTransferWith).toHaveBeenCalledWith(DEBIT, change);
  });

  it('answers a replayed key as nothing moved', async () => {
    const { wallet } = setup(async () => ({ transfer_id: null, balance: null, order_id: null }));
    await expect(wallet.transferWith(DEBIT, change)).resolves.toEqual({
      moved: false,
      balance: null,
      result: { order_id: null },
    });
  });

  it('turns the balance CHECK into the wallet’s refusal and passes the caller’s errors on', async () => {
    const overdraft = Object.assign(new Error('check'), {
      code: '23514',
      constraint: 'users_coin_balance_check',
    });
    await expect(
      setup(() => Promise.reject(overdraft)).wallet.transferWith(DEBIT, change),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    const notNull = Object.assign(new Error('null'), { code: '23502', table: 'orders' });
    await expect(
      setup(() => Promise.reject(notNull)).wallet.transferWith(DEBIT, change),
    ).rejects.toBe(notNull);
  });

  it('refuses a transfer between two players before any statement', async () => {
    const { wallet, insertTransferWith } = setup(async () => ({}));
    await expect(
      wallet.transferWith({ ...DEBIT, to: userAccount('someone-else') }, change),
    ).rejects.toMatchObject({ code: expect.any(String) });
    expect(insertTransferWith).not.toHaveBeenCalled();
  });
});
