import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Prizes only for play (issue 48). A tournament records the rules it was announced with:
 * - requires_play: only entries with a counted result are ranked for prizes;
 * - guaranteed_players: the field of eligible players that guarantees the full prize table
 *   (below it every prize scales by eligible / guaranteed; 0: guaranteed from any field);
 * - paid_share_percent: at most this share of the eligible field is paid.
 * Tournaments and entries that exist keep the rules they were announced with (anyone registered
 * ranked, the full table, everyone in the field payable); the column defaults after the backfill
 * are the new rules. Schedules get a guarantee of twice their table's places and pay at most half
 * of the field, so their next tournaments follow the field too.
 */
export class PrizesOnlyForPlay1763789500000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE tournaments
        ADD COLUMN requires_play boolean NOT NULL DEFAULT false,
        ADD COLUMN guaranteed_players int NOT NULL DEFAULT 0
          CONSTRAINT tournaments_guaranteed_players_check CHECK (guaranteed_players >= 0),
        ADD COLUMN paid_share_percent smallint NOT NULL DEFAULT 100
          CONSTRAINT tournaments_paid_share_percent_check
          CHECK (paid_share_percent BETWEEN 1 AND 100)`);
    await q.query(`
      ALTER TABLE tournaments
        ALTER COLUMN requires_play SET DEFAULT true,
        ALTER COLUMN guaranteed_players DROP DEFAULT,
        ALTER COLUMN paid_share_percent DROP DEFAULT`);
    await q.query(`
      ALTER TABLE tournament_schedules
        ADD COLUMN guaranteed_players int
          CONSTRAINT tournament_schedules_guaranteed_players_check CHECK (guaranteed_players >= 0),
        ADD COLUMN paid_share_percent smallint
          CONSTRAINT tournament_schedules_paid_share_percent_check
          CHECK (paid_share_percent BETWEEN 1 AND 100)`);
    await q.query(`
      UPDATE tournament_schedules
         SET guaranteed_players = 2 * cardinality(prize_table), paid_share_percent = 50`);
    await q.query(`
      ALTER TABLE tournament_schedules
        ALTER COLUMN guaranteed_players SET NOT NULL,
        ALTER COLUMN paid_share_percent SET NOT NULL`);
    // Existing entries are all of tournaments announced before: ranked as before (no rewrite:
    // a constant default is stored once); new entries wait for their first counted result.
    await q.query(
      `ALTER TABLE tournament_entries ADD COLUMN eligible boolean NOT NULL DEFAULT true`,
    );
    await q.query(`ALTER TABLE tournament_entries ALTER COLUMN eligible SET DEFAULT false`);
    // Live pages of points-ranked games walk the eligible first, then points (entries.ts).
    await q.query(`DROP INDEX tournament_entries_standing_idx`);
    await q.query(
      `CREATE INDEX tournament_entries_standing_idx ON tournament_entries
         (tournament_id, ((eligible::int::bigint << 32) + points) DESC, user_id)`,
    );
    await q.query(
      `CREATE INDEX tournament_entries_eligible_idx ON tournament_entries (tournament_id)
        WHERE eligible`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX tournament_entries_eligible_idx`);
    await q.query(`DROP INDEX tournament_entries_standing_idx`);
    await q.query(
      `CREATE INDEX tournament_entries_standing_idx ON tournament_entries (tournament_id, points DESC, user_id)`,
    );
    await q.query(`ALTER TABLE tournament_entries DROP COLUMN eligible`);
    await q.query(
      `ALTER TABLE tournament_schedules DROP COLUMN guaranteed_players, DROP COLUMN paid_share_percent`,
    );
    await q.query(
      `ALTER TABLE tournaments DROP COLUMN requires_play, DROP COLUMN guaranteed_players,
         DROP COLUMN paid_share_percent`,
    );
  }
}
