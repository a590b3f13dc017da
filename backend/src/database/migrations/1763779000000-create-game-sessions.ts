import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Runs of the arcade games played on our site. A session is what game_start hands out: only the
 * SHA-256 of its secret token is kept, bound to the player and the game, expiring. A run is what
 * game_end records, at most one per session (UNIQUE), so a token pays for one score only.
 */
export class CreateGameSessions1763779000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE game_sessions (
        id bigserial PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        -- ArcadeGameId: 5 MR RACER. Tournament games (1-4) are never played in runs.
        game_id smallint NOT NULL CHECK (game_id IN (5)),
        token_hash bytea NOT NULL UNIQUE CHECK (octet_length(token_hash) = 32),
        started_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        ended_at timestamptz,
        CHECK (expires_at > started_at)
      )`);
    // A player's runs that were started and never ended: game_start clears the expired ones.
    await q.query(
      `CREATE INDEX game_sessions_open_idx ON game_sessions (user_id, expires_at)
       WHERE ended_at IS NULL`,
    );
    await q.query(`
      CREATE TABLE game_runs (
        id bigserial PRIMARY KEY,
        session_id bigint NOT NULL UNIQUE REFERENCES game_sessions (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        game_id smallint NOT NULL,
        score integer NOT NULL CHECK (score >= 0),
        duration_ms integer NOT NULL CHECK (duration_ms >= 0),
        ended_at timestamptz NOT NULL DEFAULT now()
      )`);
    // A player's last runs and best score on the game page.
    await q.query(
      `CREATE INDEX game_runs_player_recent_idx ON game_runs (user_id, game_id, ended_at DESC)`,
    );
    await q.query(
      `CREATE INDEX game_runs_player_best_idx ON game_runs (user_id, game_id, score DESC)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE game_runs`);
    await q.query(`DROP TABLE game_sessions`);
  }
}
