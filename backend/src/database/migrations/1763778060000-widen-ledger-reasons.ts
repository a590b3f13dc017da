import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Referral reasons name a player and a tournament ("10% of <name>'s prize in <title>": up to
 * 60 + 120 characters), longer than the 40 and 80 first allowed. Widening a varchar rewrites
 * nothing in PostgreSQL.
 */
export class WidenLedgerReasons1763778060000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE wallet_transfers ALTER COLUMN reason TYPE varchar(200),
                                    ALTER COLUMN source TYPE varchar(200)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE wallet_transfers ALTER COLUMN reason TYPE varchar(40),
                                    ALTER COLUMN source TYPE varchar(80)`,
    );
  }
}
