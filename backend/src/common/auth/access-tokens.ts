import type { KeyObject } from 'node:crypto';
import { requestErrors, SessionError } from '../http/request.errors';
import { AccessTokenClaims, AuthUser } from './auth-user';

/** The bearer guards' passport strategy (passport-jwt), by the name passport knows it. */
export const BEARER_STRATEGY = 'bearer';

/**
 * An app's access token checks, provided by the auth module (TokensService). Bearer calls run
 * them through passport (the bearer strategy), socket handshakes through `verifyAccessToken`:
 * one key, one set of checks, one cache of verified tokens and one session check for both.
 */
export interface AccessTokens {
  /**
   * Signature, expiry, issuer, audience and claims (once per process), then that the session was
   * not revoked; throws the SessionError to answer.
   */
  verifyAccessToken(token: string): Promise<AuthUser>;
  /** The key access tokens are signed with. */
  readonly signingKey: KeyObject;
  /** The claims of a token this process verified before and that has not expired since. */
  verifiedClaims(token: string): AccessTokenClaims | undefined;
  /** A token whose signature was just checked: its claims, remembered; throws unless complete. */
  acceptVerified(token: string, payload: unknown): AccessTokenClaims;
  /** The caller, when the token's session is live; throws the SessionError otherwise. */
  activeUser(claims: AccessTokenClaims): Promise<AuthUser>;
}

export const ACCESS_TOKENS = Symbol('ACCESS_TOKENS');

/** The token of an `Authorization: Bearer <token>` header (scheme in any case), or null. */
export function bearerToken(header: unknown): string | null {
  if (typeof header !== 'string') return null;
  const match = /^\s*bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}

/** The answer to a token refused before its session is looked at: expired, or not ours. */
export function refusedToken(reason: unknown): SessionError {
  return (reason as Error | undefined)?.name === 'TokenExpiredError'
    ? requestErrors.sessionExpired()
    : requestErrors.loginRequired();
}

const APP_ACCESS_TOKENS = Symbol('appAccessTokens');

type CarriesAccessTokens = { [APP_ACCESS_TOKENS]?: AccessTokens };

/**
 * Passport keeps one strategy per name for the whole process, so the bearer strategy holds
 * nothing of an app: the app's bearer guard hands it the app's AccessTokens with the request.
 * Two API instances in one process (the tests) thus each check with their own key and caches.
 */
export function handAccessTokens<T extends object>(request: T, tokens: AccessTokens): T {
  (request as CarriesAccessTokens)[APP_ACCESS_TOKENS] = tokens;
  return request;
}

/** The AccessTokens a bearer guard handed over with the request. */
export function accessTokensOf(request: object): AccessTokens {
  const tokens = (request as CarriesAccessTokens)[APP_ACCESS_TOKENS];
  if (!tokens) throw new Error(`The ${BEARER_STRATEGY} strategy runs only behind a bearer guard`);
  return tokens;
}
