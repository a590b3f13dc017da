import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * SPEC §9: violations lead to disqualification and a ban. A banned player keeps their account,
 * coins and history but cannot register for tournaments; the reason is kept with the flag.
 */
export class BanPlayers1763788000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE users
        ADD COLUMN banned_at timestamptz,
        ADD COLUMN ban_reason varchar(500),
        ADD CONSTRAINT users_ban_has_reason CHECK ((banned_at IS NULL) = (ban_reason IS NULL))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users DROP COLUMN ban_reason, DROP COLUMN banned_at`);
  }
}
