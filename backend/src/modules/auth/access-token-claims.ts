import { AccessTokenClaims } from '../../common/auth/auth-user';

/** The claims of a verified access token, with the times jsonwebtoken added when signing it. */
export type VerifiedClaims = AccessTokenClaims & { exp: number; iat: number };

/**
 * The claims every access token we sign carries, or null when one is missing or of the wrong
 * type. A token signed with our key but without them is refused like a malformed one: without
 * `exp` it would never expire, and without `sub` or `sid` it names nobody.
 */
export function accessTokenClaims(payload: unknown): VerifiedClaims | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { sub, sid, exp, iat } = payload as Record<string, unknown>;
  if (typeof sub !== 'string' || !sub || typeof sid !== 'string' || !sid) return null;
  if (typeof exp !== 'number' || typeof iat !== 'number') return null;
  return { sub, sid, exp, iat };
}
