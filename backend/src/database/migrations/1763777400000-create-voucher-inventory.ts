import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The voucher shop: each product's denominations (face value, coin price), an encrypted code
 * inventory per denomination, and orders. A product's price, denomination list and stock are
 * derived from its denominations and codes; `products.quantity` goes, so stock has one truth.
 */
export class CreateVoucherInventory1763777400000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`
      CREATE TABLE product_denominations (
        id serial PRIMARY KEY,
        product_id int NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        face_value int NOT NULL CHECK (face_value > 0),
        price int NOT NULL CHECK (price > 0),
        UNIQUE (product_id, face_value)
      )`);
    // Codes are cash: only ciphertext (AES-256-GCM, base64 of iv | tag | ciphertext) and the key id
    // are stored; an HMAC of the code keeps each one unique without it ever being in clear.
    await q.query(`
      CREATE TABLE voucher_codes (
        id bigserial PRIMARY KEY,
        denomination_id int NOT NULL REFERENCES product_denominations (id),
        code_hash char(64) NOT NULL UNIQUE,
        code_cipher text NOT NULL,
        key_id varchar(20) NOT NULL,
        status varchar(10) NOT NULL DEFAULT 'available'
          CHECK (status IN ('available', 'sold', 'retired')),
        created_at timestamptz NOT NULL DEFAULT now(),
        sold_at timestamptz
      )`);
    // Buyers take the oldest unsold code of a denomination; stock counts walk the same index.
    await q.query(
      `CREATE INDEX voucher_codes_available_idx ON voucher_codes (denomination_id, id)
        WHERE status = 'available'`,
    );
    await q.query(`
      CREATE TABLE orders (
        id bigserial PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id),
        request_key varchar(100) NOT NULL,
        product_id int NOT NULL REFERENCES products (id),
        denomination_id int NOT NULL REFERENCES product_denominations (id),
        face_value int NOT NULL,
        price int NOT NULL CHECK (price > 0),
        code_id bigint NOT NULL UNIQUE REFERENCES voucher_codes (id),
        status varchar(20) NOT NULL DEFAULT 'Completed',
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (user_id, request_key)
      )`);
    await q.query(`CREATE INDEX orders_user_idx ON orders (user_id, created_at DESC, id DESC)`);
    await q.query(`ALTER TABLE products DROP COLUMN quantity`);
    // Popularity for the "popular" sort, refreshed from orders off the purchase path.
    await q.query(
      `ALTER TABLE products ADD COLUMN sold_count int NOT NULL DEFAULT 0 CHECK (sold_count >= 0)`,
    );
    // Case-insensitive substring search (ILIKE '%…%') over title, sub_title and category.
    await q.query(
      `CREATE INDEX products_search_idx ON products
         USING gin ((title || ' ' || sub_title || ' ' || category) gin_trgm_ops)`,
    );
    await q.query(`CREATE INDEX products_price_idx ON products (price, id)`);
    await q.query(`CREATE INDEX products_newest_idx ON products (created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX products_popular_idx ON products (sold_count DESC, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX products_popular_idx`);
    await q.query(`DROP INDEX products_newest_idx`);
    await q.query(`DROP INDEX products_price_idx`);
    await q.query(`DROP INDEX products_search_idx`);
    await q.query(`ALTER TABLE products DROP COLUMN sold_count`);
    await q.query(`ALTER TABLE products ADD COLUMN quantity int NOT NULL DEFAULT 0`);
    await q.query(`DROP TABLE orders`);
    await q.query(`DROP TABLE voucher_codes`);
    await q.query(`DROP TABLE product_denominations`);
  }
}
