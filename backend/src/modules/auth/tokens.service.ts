import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { createSecretKey, KeyObject } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { AccessTokenClaims, AuthUser } from '../../common/auth/auth-user';
import { requestErrors } from '../../common/request.errors';
import { APP_CONFIG } from '../../config/env';
import type { AppConfig } from '../../config/env';
import { queryRows } from '../../database/query-rows';
import { hashSecret, newSecret } from './secrets';

/** Claims every access token carries and the strategy checks. */
export const JWT_ISSUER = 'gamehub';
export const JWT_AUDIENCE = 'gamehub-web';

export interface TokenPair {
  token: string;
  refresh_token: string;
  /** Seconds until the access token expires. */
  expires_in: number;
}

/**
 * Short-lived access tokens (JWT) and rotating refresh tokens, both tied to a session. Presenting
 * a refresh token twice means it was stolen: the whole session is revoked.
 */
@Injectable()
export class TokensService {
  // A KeyObject made once, as in JwtStrategy: from the string, every check derives a key anew.
  private readonly verifyKey: KeyObject;

  constructor(
    private readonly dataSource: DataSource,
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.verifyKey = createSecretKey(Buffer.from(config.jwtSecret));
  }

  /** Opens a session for the user and returns its first token pair. */
  async openSession(
    userId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<TokenPair> {
    const [session]: { id: string }[] = await manager.query(
      `INSERT INTO sessions (user_id) VALUES ($1) RETURNING id`,
      [userId],
    );
    return this.issue(manager, userId, session.id);
  }

  /** Exchanges a refresh token for a new pair; the old one can never be used again. */
  async refresh(refreshToken: string): Promise<TokenPair> {
    const outcome = await this.dataSource.transaction(async (manager) => {
      const rows: { session_id: string; user_id: string; used_at: Date | null; live: boolean }[] =
        await manager.query(
          `SELECT t.session_id, s.user_id, t.used_at,
                  (t.expires_at > now() AND s.revoked_at IS NULL) AS live
             FROM refresh_tokens t JOIN sessions s ON s.id = t.session_id
            WHERE t.token_hash = $1
            FOR UPDATE OF t`,
          [hashSecret(refreshToken)],
        );
      const row = rows[0];
      if (!row || !row.live) return null;
      if (row.used_at) {
        await manager.query(`UPDATE sessions SET revoked_at = now() WHERE id = $1`, [
          row.session_id,
        ]);
        return 'reused' as const;
      }
      await manager.query(`UPDATE refresh_tokens SET used_at = now() WHERE token_hash = $1`, [
        hashSecret(refreshToken),
      ]);
      return this.issue(manager, row.user_id, row.session_id);
    });
    // The revocation above must commit, so the error is raised after the transaction.
    if (outcome === null || outcome === 'reused') throw requestErrors.sessionEnded();
    return outcome;
  }

  /** Ends one session (log out): its access and refresh tokens stop working at once. */
  async revokeSession(sessionId: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL`,
      [sessionId],
    );
  }

  /** Ends every session of a user (password change). */
  async revokeAllSessions(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(
      `UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL`,
      [userId],
    );
  }

  /**
   * The same checks as the bearer guard (JwtStrategy) for callers outside HTTP, such as a
   * socket's handshake: signature, expiry, issuer, audience, then a session not revoked.
   */
  async verifyAccessToken(token: string): Promise<AuthUser> {
    let claims: AccessTokenClaims;
    try {
      claims = await this.jwt.verifyAsync<AccessTokenClaims & object>(token, {
        secret: this.verifyKey as unknown as string,
        algorithms: ['HS256'],
        issuer: JWT_ISSUER,
        audience: JWT_AUDIENCE,
      });
    } catch (err) {
      throw (err as Error).name === 'TokenExpiredError'
        ? requestErrors.sessionExpired()
        : requestErrors.loginRequired();
    }
    if (!claims.sub || !claims.sid || !(await this.isSessionActive(claims.sid, claims.sub))) {
      throw requestErrors.sessionEnded();
    }
    return { id: claims.sub, sessionId: claims.sid };
  }

  /** True when the session exists and is not revoked (checked on every bearer call). */
  async isSessionActive(sessionId: string, userId: string): Promise<boolean> {
    const rows = queryRows<unknown>(
      await this.dataSource.query(
        `SELECT 1 FROM sessions WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL`,
        [sessionId, userId],
      ),
    );
    return rows.length > 0;
  }

  private async issue(
    manager: EntityManager,
    userId: string,
    sessionId: string,
  ): Promise<TokenPair> {
    const refreshToken = newSecret();
    await manager.query(
      `INSERT INTO refresh_tokens (token_hash, session_id, expires_at)
       VALUES ($1, $2, now() + $3 * interval '1 day')`,
      [hashSecret(refreshToken), sessionId, this.config.refreshTokenTtlDays],
    );
    const claims: AccessTokenClaims = { sub: userId, sid: sessionId };
    const token = await this.jwt.signAsync(claims, {
      expiresIn: this.config.accessTokenTtlSeconds,
    });
    return { token, refresh_token: refreshToken, expires_in: this.config.accessTokenTtlSeconds };
  }
}
