import { DataSource } from 'typeorm';
import { SYSTEM_ACCOUNTS, userAccount } from './wallet-accounts';
import { WalletRepository } from './wallet.repository';

const USER = '6f1c2b1e-0000-4000-8000-000000000001';
const DEBIT = {
  from: userAccount(USER),
  to: SYSTEM_ACCOUNTS.shopSales,
  amount: 230,
  reason: 'Voucher purchase',
  source: 'Amazon Pay 500',
  idempotencyKey: 'purchase:u:k',
};

const change = {
  params: { productId: 7, buyer: USER },
  steps: (p: { productId: string; buyer: string }, moved: string) =>
    `sold AS (INSERT INTO orders (product_id, user_id) SELECT ${p.productId}, ${p.buyer} WHERE ${moved} RETURNING id)`,
  select: { order_id: '(SELECT id FROM sold)' },
};

describe('WalletRepository.insertTransferWith', () => {
  it('binds the caller’s named inputs after the transfer’s and runs its steps only when coins moved', async () => {
    const row = { transfer_id: '9', balance: '770', order_id: '43' };
    const query = jest.fn(async (_sql: string, _params: unknown[]) => [row]);
    const ledger = new WalletRepository({ query } as unknown as DataSource);
    await expect(ledger.insertTransferWith(DEBIT, change)).resolves.toEqual(row);
    const [sql, params] = query.mock.calls[0];
    expect(params.slice(-2)).toEqual([7, USER]);
    const [productId, buyer] = [params.length - 1, params.length];
    expect(sql).toContain(
      `SELECT $${productId}, $${buyer} WHERE EXISTS (SELECT 1 FROM balance) RETURNING id`,
    );
    expect(sql).toContain('(SELECT id FROM sold) AS "order_id"');
  });
});
