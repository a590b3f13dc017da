import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateTournaments1763776920000 implements MigrationInterface {
  name = 'CreateTournaments1763776920000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE tournaments (
        id serial PRIMARY KEY,
        game_id smallint NOT NULL CHECK (game_id BETWEEN 1 AND 4),
        title varchar(120) NOT NULL,
        starts_at timestamptz NOT NULL,
        ends_at timestamptz NOT NULL,
        max_participants int NOT NULL CHECK (max_participants > 0),
        registered_participants int NOT NULL DEFAULT 0,
        prize_table int[] NOT NULL DEFAULT '{}',
        status varchar(16) NOT NULL DEFAULT 'upcoming'
          CHECK (status IN ('upcoming', 'live', 'completed')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (ends_at > starts_at),
        CHECK (registered_participants BETWEEN 0 AND max_participants),
        CHECK (0 <= ALL (prize_table))
      )`);
    await q.query(
      `CREATE INDEX tournaments_game_starts_idx ON tournaments (game_id, starts_at DESC)`,
    );
    await q.query(
      `CREATE INDEX tournaments_open_idx ON tournaments (ends_at) WHERE status <> 'completed'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE tournaments`);
  }
}
