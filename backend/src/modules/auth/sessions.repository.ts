import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { queryRows } from '../../common/postgres/query-rows';

/** A refresh token's row as a refresh finds it, with its session's. */
export interface LockedRefreshToken {
  session_id: string;
  user_id: string;
  used: boolean;
  /** Used within the reuse window. */
  reusable: boolean;
  successor: Buffer | null;
  /** Unexpired, and its session not revoked. */
  live: boolean;
}

/**
 * The sessions and refresh_tokens tables' SQL: a refresh token belongs to one session. Tokens
 * are stored and looked up by their hash only.
 */
@Injectable()
export class SessionsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async insertSession(manager: EntityManager, userId: string): Promise<string> {
    const [session]: { id: string }[] = await manager.query(
      `INSERT INTO sessions (user_id) VALUES ($1) RETURNING id`,
      [userId],
    );
    return session.id;
  }

  /** True when the session exists, belongs to the user and is not revoked. */
  async isActive(sessionId: string, userId: string): Promise<boolean> {
    const rows = queryRows<unknown>(
      await this.dataSource.query(
        `SELECT 1 FROM sessions WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL`,
        [sessionId, userId],
      ),
    );
    return rows.length > 0;
  }

  /**
   * The refresh token locked until the caller's transaction ends, so a second concurrent refresh
   * of it waits for the first and finds it used.
   */
  async lockRefreshToken(
    manager: EntityManager,
    tokenHash: string,
    reuseSeconds: number,
  ): Promise<LockedRefreshToken | null> {
    const rows: LockedRefreshToken[] = await manager.query(
      `SELECT t.session_id, s.user_id, t.used_at IS NOT NULL AS used, t.successor,
              coalesce(t.used_at > clock_timestamp() - $2 * interval '1 second', false)
                AS reusable,
              (t.expires_at > now() AND s.revoked_at IS NULL) AS live
         FROM refresh_tokens t JOIN sessions s ON s.id = t.session_id
        WHERE t.token_hash = $1
        FOR UPDATE OF t`,
      [tokenHash, reuseSeconds],
    );
    return rows[0] ?? null;
  }

  /** An unexpired refresh token: whether it was used, and the successor it sealed. */
  async findUnexpiredRefreshToken(
    manager: EntityManager,
    tokenHash: string,
  ): Promise<{ used: boolean; successor: Buffer | null } | null> {
    const [row]: { used: boolean; successor: Buffer | null }[] = await manager.query(
      `SELECT used_at IS NOT NULL AS used, successor FROM refresh_tokens
        WHERE token_hash = $1 AND expires_at > now()`,
      [tokenHash],
    );
    return row ?? null;
  }

  async insertRefreshToken(
    manager: EntityManager,
    tokenHash: string,
    sessionId: string,
    ttlDays: number,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO refresh_tokens (token_hash, session_id, expires_at)
       VALUES ($1, $2, now() + $3 * interval '1 day')`,
      [tokenHash, sessionId, ttlDays],
    );
  }

  /** Marks the token rotated, keeping its sealed successor for a retry within the window. */
  async markRotated(manager: EntityManager, tokenHash: string, successor: Buffer): Promise<void> {
    // The window counts from the rotation itself, not from the transaction's start.
    await manager.query(
      `UPDATE refresh_tokens SET used_at = clock_timestamp(), successor = $2
        WHERE token_hash = $1`,
      [tokenHash, successor],
    );
  }

  /** Revokes a session found replayed, in the refresh's transaction. */
  async revokeReplayed(manager: EntityManager, sessionId: string): Promise<void> {
    await manager.query(`UPDATE sessions SET revoked_at = now() WHERE id = $1`, [sessionId]);
  }

  async revokeSession(sessionId: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL`,
      [sessionId],
    );
  }

  async revokeAllSessions(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(
      `UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL`,
      [userId],
    );
  }
}
