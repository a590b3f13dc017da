import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { queryRows } from '../../common/postgres/query-rows';
import { ArcadeGameId } from './game-id';

/** A session game_end just ended, with the server's time since game_start. */
export interface EndedSession {
  id: string;
  game_id: ArcadeGameId;
  seed: string | null;
  started_at: Date;
  elapsed_ms: number;
}

/** A session as a refused token finds it. */
export interface SessionRow {
  id: string;
  user_id: string;
  game_id: number;
  ended: boolean;
  expired: boolean;
}

/** game_sessions: a run's secret token (hashed), its seed and its time limit. */
@Injectable()
export class GameSessionsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Opens a run's session, valid for `ttlSeconds`. */
  async insert(
    userId: string,
    gameId: number,
    tokenHash: Buffer,
    seed: number,
    ttlSeconds: number,
  ): Promise<void> {
    // The player's abandoned runs that can no longer end go with it, so they never pile up.
    await this.dataSource.query(
      `WITH stale AS (
         DELETE FROM game_sessions
         WHERE user_id = $1 AND ended_at IS NULL AND expires_at <= now()
       )
       INSERT INTO game_sessions (user_id, game_id, token_hash, seed, expires_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
      [userId, gameId, tokenHash, seed, ttlSeconds],
    );
  }

  /**
   * Ends the live session of this token, player and game; undefined when there is none. The
   * UPDATE takes the session's row lock and only ends a live session, so of two calls with one
   * token exactly one ends it.
   */
  async end(
    manager: EntityManager,
    tokenHash: Buffer,
    userId: string,
    gameId: number,
  ): Promise<EndedSession | undefined> {
    const [session] = queryRows<EndedSession>(
      await manager.query(
        `UPDATE game_sessions SET ended_at = now()
           WHERE token_hash = $1 AND user_id = $2 AND game_id = $3
             AND ended_at IS NULL AND expires_at > now()
           RETURNING id, game_id, seed, started_at,
             floor(extract(epoch FROM now() - started_at) * 1000)::int AS elapsed_ms`,
        [tokenHash, userId, gameId],
      ),
    );
    return session;
  }

  /** The session of a token, whatever its state; undefined when no session has it. */
  async byToken(manager: EntityManager, tokenHash: Buffer): Promise<SessionRow | undefined> {
    const [row]: SessionRow[] = await manager.query(
      `SELECT id, user_id, game_id, ended_at IS NOT NULL AS ended, expires_at <= now() AS expired
       FROM game_sessions WHERE token_hash = $1`,
      [tokenHash],
    );
    return row;
  }
}
