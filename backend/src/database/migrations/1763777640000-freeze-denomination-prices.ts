import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A denomination's face value and price are what its buyers paid: they never change (a new price
 * is a new denomination). Holding that here lets each API process remember prices instead of
 * reading them on every purchase (VoucherPrices).
 */
export class FreezeDenominationPrices1763777640000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION denomination_prices_are_kept() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'a denomination''s product, face value and price never change';
      END $$`);
    await q.query(`
      CREATE TRIGGER product_denominations_frozen
        BEFORE UPDATE OF product_id, face_value, price ON product_denominations
        FOR EACH ROW
        WHEN (OLD.product_id IS DISTINCT FROM NEW.product_id
              OR OLD.face_value IS DISTINCT FROM NEW.face_value
              OR OLD.price IS DISTINCT FROM NEW.price)
        EXECUTE FUNCTION denomination_prices_are_kept()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER product_denominations_frozen ON product_denominations`);
    await q.query(`DROP FUNCTION denomination_prices_are_kept`);
  }
}
