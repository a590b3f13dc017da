import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateTournamentEntries1763777220000 implements MigrationInterface {
  name = 'CreateTournamentEntries1763777220000';

  async up(q: QueryRunner): Promise<void> {
    // One row per registered player: their standing while live, frozen rank and reward after.
    await q.query(`
      CREATE TABLE tournament_entries (
        tournament_id int NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users (id),
        player_name varchar(60) NOT NULL,
        gamer_handle varchar(50),
        profile_pic smallint NOT NULL DEFAULT 0,
        points int NOT NULL DEFAULT 0,
        wins int NOT NULL DEFAULT 0 CHECK (wins >= 0),
        draws int NOT NULL DEFAULT 0 CHECK (draws >= 0),
        losses int NOT NULL DEFAULT 0 CHECK (losses >= 0),
        completion_seconds int NOT NULL DEFAULT 0 CHECK (completion_seconds >= 0),
        start_trophy int,
        end_trophy int,
        final_rank int,
        reward bigint NOT NULL DEFAULT 0 CHECK (reward >= 0),
        registered_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (tournament_id, user_id)
      )`);
    await q.query(
      `CREATE INDEX tournament_entries_standing_idx ON tournament_entries (tournament_id, points DESC)`,
    );
    await q.query(
      `CREATE INDEX tournament_entries_recent_idx ON tournament_entries (tournament_id, registered_at DESC)`,
    );
    await q.query(`CREATE INDEX tournament_entries_user_idx ON tournament_entries (user_id)`);
    await q.query(`ALTER TABLE tournaments ADD COLUMN settled_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE tournaments DROP COLUMN settled_at`);
    await q.query(`DROP TABLE tournament_entries`);
  }
}
