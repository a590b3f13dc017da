import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../../backend/src/database/data-source';
import {
  dropDatabase,
  ensureDatabase,
} from '../../../backend/src/database/postgres-server.repository';
import { MIGRATIONS } from '../../../backend/src/database/migrations';
import { SellCodesFromAStockQueue1763777520000 } from '../../../backend/src/database/migrations/1763777520000-sell-codes-from-a-stock-queue';
import { loadRunIds } from '../../utils/run-id';

describe('migration to the stock queue', () => {
  const databaseUrl = `${loadRunIds().databaseUrl}_stock`;
  let dataSource: DataSource;
  // A database migrated up to just before the stock queue, holding codes in all three states.
  const migration = new SellCodesFromAStockQueue1763777520000();

  beforeAll(async () => {
    await ensureDatabase(databaseUrl);
    dataSource = new DataSource({
      ...dataSourceOptions({ databaseUrl }),
      migrations: MIGRATIONS.filter((m) => m !== SellCodesFromAStockQueue1763777520000),
    });
    await dataSource.initialize();
    await dataSource.runMigrations({ transaction: 'each' });
    await dataSource.query(
      `INSERT INTO users (name, email, referral_code) VALUES ('Buyer', 'buyer@test.local', 'BUYER0000001');
       INSERT INTO products (id, title, sub_title, category, thumb_img, price, currency_type, btn_text,
                             denomination, expires_in, coupon_type, coupon_details, how_to_redeem,
                             terms_and_conditions, redeem_link)
       VALUES (1, 'Amazon', 'Gift card', 'Shopping', 'shopping', 10, 'INR', 'Redeem', '500',
               '12 months', 'Gift card', '-', '-', '-', '');
       INSERT INTO product_denominations (id, product_id, face_value, price) VALUES (1, 1, 500, 10);
       INSERT INTO voucher_codes (id, denomination_id, code_hash, code_cipher, key_id, status, sold_at)
       VALUES (1, 1, repeat('a', 64), 'c1', 'k1', 'available', NULL),
              (2, 1, repeat('b', 64), 'c2', 'k1', 'sold', '2026-01-02T00:00:00Z'),
              (3, 1, repeat('c', 64), 'c3', 'k1', 'retired', NULL);
       INSERT INTO orders (user_id, request_key, product_id, denomination_id, face_value, price, code_id, created_at)
       SELECT id, 'key-1', 1, 1, 500, 10, 2, '2026-01-02T00:00:00Z' FROM users`,
    );
  });
  afterAll(async () => {
    await dataSource.destroy();
    await dropDatabase(databaseUrl);
  });

  const codes = () =>
    dataSource.query(`SELECT * FROM voucher_codes ORDER BY id`) as Promise<
      Record<string, unknown>[]
    >;

  const orderConstraints = async (): Promise<string[]> =>
    (
      await dataSource.query(
        `SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint
          WHERE conrelid = 'orders'::regclass AND contype IN ('f', 'u') ORDER BY 1`,
      )
    ).map((r: { def: string }) => r.def);

  it('stocks the available codes, marks the retired ones, keeps the sold ones with their order, and back', async () => {
    const constraintsBefore = await orderConstraints();
    const runner = dataSource.createQueryRunner();
    try {
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    expect(await dataSource.query(`SELECT code_id, denomination_id FROM voucher_stock`)).toEqual([
      { code_id: '1', denomination_id: 1 },
    ]);
    const after = await codes();
    expect(after.map((c) => [c.id, c.retired_at !== null])).toEqual([
      ['1', false],
      ['2', false],
      ['3', true],
    ]);
    expect(after[0]).not.toHaveProperty('status');
    expect(await dataSource.query(`SELECT code_id FROM orders`)).toEqual([{ code_id: '2' }]);
    expect(await orderConstraints()).toEqual(['FOREIGN KEY (user_id) REFERENCES users(id)']);
    // Without those keys, triggers keep what orders point at: nothing is ever deleted.
    for (const [table, id] of [
      ['voucher_codes', 2],
      ['product_denominations', 1],
      ['products', 1],
    ] as const) {
      await expect(dataSource.query(`DELETE FROM ${table} WHERE id = $1`, [id])).rejects.toThrow(
        `${table} rows are never deleted`,
      );
    }

    // And back: every code gets its status again, a sold one its order's time.
    const down = dataSource.createQueryRunner();
    try {
      await migration.down(down);
    } finally {
      await down.release();
    }
    const before = await codes();
    expect(before.map((c) => [c.id, c.status, c.sold_at])).toEqual([
      ['1', 'available', null],
      ['2', 'sold', new Date('2026-01-02T00:00:00Z')],
      ['3', 'retired', null],
    ]);
    const [{ stock }] = await dataSource.query(`SELECT to_regclass('voucher_stock') AS stock`);
    expect(stock).toBeNull();
    expect(await orderConstraints()).toEqual(constraintsBefore);
    const [{ triggers }] = await dataSource.query(
      `SELECT count(*)::int AS triggers FROM pg_trigger WHERE tgname LIKE '%\\_kept'`,
    );
    expect(triggers).toBe(0);
  });
});
