import { DataSource } from 'typeorm';
import { SYSTEM_ACCOUNTS, userAccount } from './wallet-accounts';
import { WalletService } from './wallet.service';

const USER = '6f1c2b1e-0000-4000-8000-000000000001';
const DEBIT = {
  from: userAccount(USER),
  to: SYSTEM_ACCOUNTS.shopSales,
  amount: 230,
  reason: 'Voucher purchase',
  source: 'Amazon Pay 500',
  idempotencyKey: 'purchase:u:k',
};

function setup(answer: () => Promise<unknown[]>) {
  const query = jest.fn((_sql: string, _params: unknown[]) => answer());
  return { wallet: new WalletService({ query } as unknown as DataSource), query };
}

const change = {
  params: { productId: 7, buyer: USER },
  steps: (p: { productId: string; buyer: string }, moved: string) =>
    `sold AS (INSERT INTO orders (product_id, user_id) SELECT ${p.productId}, ${p.buyer} WHERE ${moved} RETURNING id)`,
  select: { order_id: '(SELECT id FROM sold)' },
};

describe('WalletService.transferWith', () => {
  it('binds the caller’s named inputs after the transfer’s and runs its steps only when coins moved', async () => {
    const { wallet, query } = setup(async () => [
      { transfer_id: '9', balance: '770', order_id: '43' },
    ]);
    await expect(wallet.transferWith(DEBIT, change)).resolves.toEqual({
      moved: true,
      balance: 770,
      result: { order_id: '43' },
    });
    const [sql, params] = query.mock.calls[0];
    expect(params.slice(-2)).toEqual([7, USER]);
    const [productId, buyer] = [params.length - 1, params.length];
    expect(sql).toContain(
      `SELECT $${productId}, $${buyer} WHERE EXISTS (SELECT 1 FROM balance) RETURNING id`,
    );
    expect(sql).toContain('(SELECT id FROM sold) AS "order_id"');
  });

  it('answers a replayed key as nothing moved', async () => {
    const { wallet } = setup(async () => [{ transfer_id: null, balance: null, order_id: null }]);
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
    const { wallet, query } = setup(async () => []);
    await expect(
      wallet.transferWith({ ...DEBIT, to: userAccount('someone-else') }, change),
    ).rejects.toMatchObject({ code: expect.any(String) });
    expect(query).not.toHaveBeenCalled();
  });
});
