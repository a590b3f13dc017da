import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Selling a code was an UPDATE of voucher_codes that could not be HOT (status is in the
 * available-codes index predicate): it copied the row with its ciphertext and added entries to
 * two indexes, and the order's four indexes and two foreign keys to hot rows came on top. Every
 * purchase waits to flush its WAL at COMMIT, so each byte costs throughput. Now:
 * - the unsold codes are a narrow queue, voucher_stock; a sale deletes its row, and a code never
 *   changes once stocked (sold = an order holds it; retired = retired_at, set by the operator);
 * - one code per order is held by the stock row being deleted once (a second DELETE of it finds
 *   nothing), so orders drops UNIQUE (code_id);
 * - one order per buyer and request key is held by the wallet's UNIQUE idempotency key
 *   (purchase:<user>:<key>), debited in the same transaction; orders_user_idx finds it;
 * - orders keeps its foreign key to users (the buyer's row, which the debit has just updated, so
 *   the check writes nothing) but drops those to products and product_denominations, whose KEY
 *   SHARE locks made every buyer of a voucher write a lock record (a MultiXact under load) on the
 *   same two rows, and to voucher_codes, whose check locked the sold code's row (a WAL record and
 *   a query per sale: 10 % of the purchases per second in the bench). What those keys protected
 *   (an order's voucher, denomination and code never vanish) is held instead by triggers that
 *   refuse to delete products, denominations and codes: vouchers are retired, never deleted.
 */
const SHOP_KEPT_TABLES = ['products', 'product_denominations', 'voucher_codes'];

export class SellCodesFromAStockQueue1763777520000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE voucher_stock (
        code_id bigint PRIMARY KEY REFERENCES voucher_codes (id),
        denomination_id int NOT NULL
      )`);
    // Buyers take the oldest unsold code of a denomination; stock counts walk the same index.
    await q.query(
      `CREATE INDEX voucher_stock_denomination_idx ON voucher_stock (denomination_id, code_id)`,
    );
    await q.query(
      `INSERT INTO voucher_stock (code_id, denomination_id)
       SELECT id, denomination_id FROM voucher_codes WHERE status = 'available'`,
    );
    await q.query(`ALTER TABLE voucher_codes ADD COLUMN retired_at timestamptz`);
    // The retirement time was not kept; the migration's is the closest truth.
    await q.query(`UPDATE voucher_codes SET retired_at = now() WHERE status = 'retired'`);
    await q.query(`DROP INDEX voucher_codes_available_idx`);
    await q.query(`ALTER TABLE voucher_codes DROP COLUMN status, DROP COLUMN sold_at`);

    await q.query(`ALTER TABLE orders DROP CONSTRAINT orders_product_id_fkey`);
    await q.query(`ALTER TABLE orders DROP CONSTRAINT orders_denomination_id_fkey`);
    await q.query(`ALTER TABLE orders DROP CONSTRAINT orders_code_id_key`);
    await q.query(`ALTER TABLE orders DROP CONSTRAINT orders_code_id_fkey`);
    await q.query(`ALTER TABLE orders DROP CONSTRAINT orders_user_id_request_key_key`);

    // Orders point at these rows without foreign keys: they must outlive every order.
    await q.query(`
      CREATE FUNCTION shop_rows_are_kept() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION '% rows are never deleted: orders point at them', TG_TABLE_NAME; END $$`);
    for (const table of SHOP_KEPT_TABLES) {
      await q.query(
        `CREATE TRIGGER ${table}_kept BEFORE DELETE ON ${table}
           FOR EACH ROW EXECUTE FUNCTION shop_rows_are_kept()`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of SHOP_KEPT_TABLES) await q.query(`DROP TRIGGER ${table}_kept ON ${table}`);
    await q.query(`DROP FUNCTION shop_rows_are_kept`);
    await q.query(`ALTER TABLE orders ADD UNIQUE (user_id, request_key)`);
    await q.query(`ALTER TABLE orders ADD UNIQUE (code_id)`);
    await q.query(`ALTER TABLE orders ADD FOREIGN KEY (code_id) REFERENCES voucher_codes (id)`);
    await q.query(
      `ALTER TABLE orders ADD FOREIGN KEY (denomination_id) REFERENCES product_denominations (id)`,
    );
    await q.query(`ALTER TABLE orders ADD FOREIGN KEY (product_id) REFERENCES products (id)`);

    await q.query(`
      ALTER TABLE voucher_codes
        ADD COLUMN status varchar(10) NOT NULL DEFAULT 'available'
          CHECK (status IN ('available', 'sold', 'retired')),
        ADD COLUMN sold_at timestamptz`);
    await q.query(
      `UPDATE voucher_codes c SET status = 'sold', sold_at = o.created_at
         FROM orders o WHERE o.code_id = c.id`,
    );
    await q.query(`UPDATE voucher_codes SET status = 'retired' WHERE retired_at IS NOT NULL`);
    await q.query(`ALTER TABLE voucher_codes DROP COLUMN retired_at`);
    await q.query(
      `CREATE INDEX voucher_codes_available_idx ON voucher_codes (denomination_id, id)
        WHERE status = 'available'`,
    );
    await q.query(`DROP TABLE voucher_stock`);
  }
}
