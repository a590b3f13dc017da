import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { JwtVerifyOptions } from '@nestjs/jwt';
import { createSecretKey, KeyObject } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { refusedToken } from '../../common/auth/access-tokens';
import type { AccessTokens } from '../../common/auth/access-tokens';
import { AccessTokenClaims, AuthUser } from '../../common/auth/auth-user';
import { requestErrors } from '../../common/request.errors';
import { APP_CONFIG } from '../../config/env';
import type { AppConfig } from '../../config/env';
import { accessTokenClaims } from './access-token-claims';
import { ActiveSessions } from './active-sessions';
import { hashSecret, newSecret } from './secrets';
import { VerifiedTokens } from './verified-tokens';

/** Claims every access token carries and the checks verify. */
export const JWT_ISSUER = 'gamehub';
export const JWT_AUDIENCE = 'gamehub-web';

/** jsonwebtoken's checks of an access token, by the bearer strategy and verifyAccessToken alike. */
export const ACCESS_TOKEN_CHECKS = {
  algorithms: ['HS256'],
  issuer: JWT_ISSUER,
  audience: JWT_AUDIENCE,
} satisfies JwtVerifyOptions;

/** Verified access tokens remembered per process at most (a few MB). */
const MAX_VERIFIED_TOKENS = 20_000;

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
export class TokensService implements AccessTokens {
  readonly signingKey: KeyObject;
  private readonly verified = new VerifiedTokens(MAX_VERIFIED_TOKENS);

  constructor(
    private readonly dataSource: DataSource,
    private readonly jwt: JwtService,
    private readonly sessions: ActiveSessions,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    // A KeyObject made once: given the string, jsonwebtoken re-derives a key on every check (after
    // a failed public-key parse), which cost more than the rest of a leaderboard call.
    this.signingKey = createSecretKey(Buffer.from(config.jwtSecret));
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
        return { reused: row.session_id };
      }
      await manager.query(`UPDATE refresh_tokens SET used_at = now() WHERE token_hash = $1`, [
        hashSecret(refreshToken),
      ]);
      return this.issue(manager, row.user_id, row.session_id);
    });
    // The revocation above must commit, so it is announced and the error raised after.
    if (outcome === null) throw requestErrors.sessionEnded();
    if ('reused' in outcome) {
      await this.sessions.revoked({ sessions: [outcome.reused] });
      throw requestErrors.sessionEnded();
    }
    return outcome;
  }

  /** Ends one session (log out): its access and refresh tokens stop working at once. */
  async revokeSession(sessionId: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL`,
      [sessionId],
    );
    await this.sessions.revoked({ sessions: [sessionId] });
  }

  /**
   * Ends every session of a user (password change) in the caller's transaction; call
   * `allSessionsRevoked` once it has committed.
   */
  async revokeAllSessions(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(
      `UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL`,
      [userId],
    );
  }

  /** After revokeAllSessions has committed: every API process stops accepting those sessions. */
  allSessionsRevoked(userId: string): Promise<void> {
    return this.sessions.revoked({ users: [userId] });
  }

  /**
   * Socket handshakes: what the bearer strategy checks for a bearer call (signature, expiry,
   * issuer, audience and claims, once per process), then a session not revoked.
   */
  async verifyAccessToken(token: string): Promise<AuthUser> {
    const claims =
      this.verifiedClaims(token) ?? this.acceptVerified(token, await this.verifySignature(token));
    return this.activeUser(claims);
  }

  verifiedClaims(token: string): AccessTokenClaims | undefined {
    return this.verified.get(token);
  }

  acceptVerified(token: string, payload: unknown): AccessTokenClaims {
    const claims = accessTokenClaims(payload);
    if (!claims) throw requestErrors.loginRequired();
    this.verified.add(token, claims, claims.exp);
    return claims;
  }

  async activeUser(claims: AccessTokenClaims): Promise<AuthUser> {
    if (!(await this.sessions.isActive(claims.sid, claims.sub))) {
      throw requestErrors.sessionEnded();
    }
    return { id: claims.sub, sessionId: claims.sid };
  }

  private verifySignature(token: string): Promise<unknown> {
    return this.jwt
      .verifyAsync<object>(token, {
        secret: this.signingKey as unknown as Buffer,
        ...ACCESS_TOKEN_CHECKS,
      })
      .catch((err: unknown) => {
        throw refusedToken(err);
      });
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
