import { DataSource } from 'typeorm';

/**
 * The ledger's invariants, straight from the database: every balance equals its entries, the
 * entries sum to 0 (coins move, never appear), and no balance is negative.
 */
export async function expectLedgerInvariants(dataSource: DataSource): Promise<void> {
  const mismatched = await dataSource.query(`
    SELECT u.id FROM users u
      LEFT JOIN (SELECT user_id, sum(amount) AS total FROM wallet_entries GROUP BY user_id) e
        ON e.user_id = u.id
     WHERE u.coin_balance <> COALESCE(e.total, 0)`);
  expect(mismatched).toEqual([]);
  const [{ total }] = await dataSource.query(
    `SELECT COALESCE(sum(amount), 0)::bigint AS total FROM wallet_entries`,
  );
  expect(Number(total)).toBe(0);
  const [{ negative }] = await dataSource.query(
    `SELECT count(*)::int AS negative FROM users WHERE coin_balance < 0`,
  );
  expect(negative).toBe(0);
}
