import { AuthUser } from './auth-user';

/**
 * Checks an access token: signature, expiry, issuer and audience, then that its session was not
 * revoked; throws the SessionError to answer. The auth module provides it (TokensService), so
 * bearer calls and socket handshakes check tokens one way.
 */
export interface AccessTokens {
  verifyAccessToken(token: string): Promise<AuthUser>;
}

export const ACCESS_TOKENS = Symbol('ACCESS_TOKENS');

/** The token of an `Authorization: Bearer <token>` header (scheme in any case), or null. */
export function bearerToken(header: unknown): string | null {
  if (typeof header !== 'string') return null;
  const match = /^\s*bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}
