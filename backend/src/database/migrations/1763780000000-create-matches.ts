import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Finished tic-tac-toe matches, one row per match id (the key that makes a result count once):
 * both players, the moves in order, how it ended and how long it took.
 */
export class CreateMatches1763780000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE matches (
        id uuid PRIMARY KEY,
        tournament_id int NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
        player_x uuid NOT NULL REFERENCES users(id),
        player_o uuid NOT NULL REFERENCES users(id),
        moves smallint[] NOT NULL,
        result varchar(8) NOT NULL CHECK (result IN ('x', 'o', 'draw', 'void')),
        reason varchar(12) NOT NULL CHECK (reason IN ('line', 'full', 'timeout', 'forfeit', 'late')),
        started_at timestamptz NOT NULL,
        ended_at timestamptz NOT NULL,
        duration_ms int NOT NULL CHECK (duration_ms >= 0),
        CHECK (player_x <> player_o)
      )`);
    await q.query(
      `CREATE INDEX matches_by_tournament ON matches (tournament_id, ended_at DESC, id)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE matches`);
  }
}
