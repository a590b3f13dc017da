import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateProducts1763776980000 implements MigrationInterface {
  name = 'CreateProducts1763776980000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE products (
        id serial PRIMARY KEY,
        title varchar(120) NOT NULL,
        sub_title varchar(200) NOT NULL,
        category varchar(60) NOT NULL,
        thumb_img varchar(60) NOT NULL,
        price int NOT NULL CHECK (price > 0),
        currency_type varchar(10) NOT NULL CHECK (currency_type IN ('USD', 'INR', 'PLATFORM')),
        quantity int NOT NULL CHECK (quantity >= 0),
        btn_text varchar(40) NOT NULL,
        denomination varchar(200) NOT NULL,
        expires_in varchar(60) NOT NULL,
        coupon_type varchar(30) NOT NULL,
        coupon_details text NOT NULL,
        how_to_redeem text NOT NULL,
        terms_and_conditions text NOT NULL,
        redeem_link varchar(300) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX products_category_price_idx ON products (category, price)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE products`);
  }
}
