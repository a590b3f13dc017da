import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { JwtVerifyOptions } from '@nestjs/jwt';
import { createSecretKey, KeyObject } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { refusedToken } from '../../common/auth/access-tokens';
import type { AccessTokens } from '../../common/auth/access-tokens';
import { AccessTokenClaims, AuthUser } from '../../common/auth/auth-user';
import { requestErrors } from '../../common/http/request.errors';
import { APP_CONFIG } from '../../config/env';
import type { AppConfig } from '../../config/env';
import { UsersService } from '../users';
import { accessTokenClaims } from './access-token-claims';
import { ActiveSessions } from './active-sessions';
import { openSuccessor, sealSuccessor } from './refresh-successor';
import { hashSecret, newSecret } from './secrets';
import { SessionsRepository } from './sessions.repository';
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

/**
 * How long a rotated refresh token may be presented again and get its successor back rather
 * than end the session as a replay: two tabs refreshing at once, or an answer lost to a stall or
 * a dropped connection and retried. The slowest honest retry is a phone's: its call times out
 * after 60 s (SPEC §9) and the client tries again 5 s later; 90 s leaves room past that. A
 * thief's copy is still caught at the session's next rotation, only not within this window.
 */
export const REFRESH_REUSE_SECONDS = 90;
/** Successors followed from a reused token to the session's newest (each one hop). */
const MAX_REUSE_HOPS = 5;

export interface TokenPair {
  token: string;
  refresh_token: string;
  /** Seconds until the access token expires. */
  expires_in: number;
}

/**
 * Short-lived access tokens (JWT) and rotating refresh tokens, both tied to a session. Presenting
 * a refresh token again after REFRESH_REUSE_SECONDS means it was stolen: the whole session is
 * revoked; within them it answers the session's newest refresh token again.
 */
@Injectable()
export class TokensService implements AccessTokens {
  readonly signingKey: KeyObject;
  private readonly verified = new VerifiedTokens(MAX_VERIFIED_TOKENS);
  private readonly successorSecret: Buffer;

  constructor(
    private readonly dataSource: DataSource,
    private readonly jwt: JwtService,
    private readonly sessions: ActiveSessions,
    private readonly store: SessionsRepository,
    users: UsersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    // A KeyObject made once: given the string, jsonwebtoken re-derives a key on every check (after
    // a failed public-key parse), which cost more than the rest of a leaderboard call.
    this.signingKey = createSecretKey(Buffer.from(config.jwtSecret));
    this.successorSecret = Buffer.from(config.jwtSecret);
    // A ban ends every session of the player (SPEC §9), so their sockets close too.
    users.onBan(async (manager, userId) => {
      await this.revokeAllSessions(manager, userId);
      return () => this.allSessionsRevoked(userId);
    });
  }

  /** Opens a session for the user and returns its first token pair. */
  async openSession(
    userId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<TokenPair> {
    const sessionId = await this.store.insertSession(manager, userId);
    return this.issue(manager, userId, sessionId);
  }

  /**
   * Exchanges a refresh token for a new pair. Used again within REFRESH_REUSE_SECONDS it answers
   * the same refresh token as the first time (or the session's newest since) with a new access
   * token; after, the session is revoked. The row lock makes a second concurrent call wait for
   * the first and take the reuse path, so one token never starts two chains.
   */
  async refresh(refreshToken: string): Promise<TokenPair> {
    const outcome = await this.dataSource.transaction(async (manager) => {
      const row = await this.store.lockRefreshToken(
        manager,
        hashSecret(refreshToken),
        REFRESH_REUSE_SECONDS,
      );
      if (!row || !row.live) return null;
      if (!row.used) {
        const pair = await this.issue(manager, row.user_id, row.session_id);
        await this.store.markRotated(
          manager,
          hashSecret(refreshToken),
          sealSuccessor(refreshToken, pair.refresh_token, this.successorSecret),
        );
        return pair;
      }
      const newest =
        row.reusable && row.successor
          ? await this.newestSuccessor(manager, refreshToken, row.successor)
          : null;
      if (newest) return this.pairOf(row.user_id, row.session_id, newest);
      await this.store.revokeReplayed(manager, row.session_id);
      return { reused: row.session_id };
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
    await this.store.revokeSession(sessionId);
    await this.sessions.revoked({ sessions: [sessionId] });
  }

  /**
   * Ends every session of a user (password change) in the caller's transaction; call
   * `allSessionsRevoked` once it has committed.
   */
  async revokeAllSessions(manager: EntityManager, userId: string): Promise<void> {
    await this.store.revokeAllSessions(manager, userId);
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

  /**
   * The session's refresh token not yet used, followed from a used one through the successors
   * each seals; null when a link does not open or the chain is longer than a window allows.
   */
  private async newestSuccessor(
    manager: EntityManager,
    token: string,
    sealed: Buffer,
  ): Promise<string | null> {
    let [current, next] = [token, sealed];
    for (let hop = 0; hop < MAX_REUSE_HOPS; hop++) {
      const successor = openSuccessor(current, next, this.successorSecret);
      if (!successor) return null;
      const row = await this.store.findUnexpiredRefreshToken(manager, hashSecret(successor));
      if (!row) return null;
      if (!row.used) return successor;
      if (!row.successor) return null;
      [current, next] = [successor, row.successor];
    }
    return null;
  }

  private async issue(
    manager: EntityManager,
    userId: string,
    sessionId: string,
  ): Promise<TokenPair> {
    const refreshToken = newSecret();
    await this.store.insertRefreshToken(
      manager,
      hashSecret(refreshToken),
      sessionId,
      this.config.refreshTokenTtlDays,
    );
    return this.pairOf(userId, sessionId, refreshToken);
  }

  /** A new access token for the session, beside its refresh token. */
  private async pairOf(
    userId: string,
    sessionId: string,
    refreshToken: string,
  ): Promise<TokenPair> {
    const claims: AccessTokenClaims = { sub: userId, sid: sessionId };
    const token = await this.jwt.signAsync(claims, {
      expiresIn: this.config.accessTokenTtlSeconds,
    });
    return { token, refresh_token: refreshToken, expires_in: this.config.accessTokenTtlSeconds };
  }
}
