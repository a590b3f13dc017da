import { AccessTokenClaims } from '../../common/auth/auth-user';
import { dropOldest } from '../../common/drop-oldest';

interface Verified {
  claims: AccessTokenClaims;
  /** The token's `exp`, in ms. */
  expiresAt: number;
}

/**
 * Access tokens this process has verified (signature, issuer, audience), until they expire. A
 * client sends the same token on every call for its lifetime, and checking it again
 * (jsonwebtoken's decode, HMAC and claims) was about a tenth of a signed-in call's CPU. The same
 * string carries the same signature, so only the expiry is checked again. Bounded: past `max`
 * the oldest go first (they also expire first). Revocation is the session check's business.
 */
export class VerifiedTokens {
  private readonly tokens = new Map<string, Verified>();

  constructor(
    private readonly max: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The claims of a token verified before and not expired since. */
  get(token: string): AccessTokenClaims | undefined {
    const hit = this.tokens.get(token);
    if (!hit) return undefined;
    if (hit.expiresAt <= this.now()) {
      this.tokens.delete(token);
      return undefined;
    }
    return hit.claims;
  }

  /** Remembers a token just verified; `exp` is its expiry in seconds (JWT). */
  add(token: string, claims: AccessTokenClaims, exp: number | undefined): void {
    if (typeof exp !== 'number') return;
    this.tokens.set(token, { claims: { sub: claims.sub, sid: claims.sid }, expiresAt: exp * 1000 });
    dropOldest(this.tokens, this.max);
  }
}
