import type { KeyObject } from 'node:crypto';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { VerifiedCallback } from 'passport-jwt';
import { AccessTokenClaims } from '../../common/auth/auth-user';
import { requestErrors } from '../../common/request.errors';

export type VerifiedClaims = AccessTokenClaims & { exp?: number };

interface Outcomes {
  success(claims: VerifiedClaims): void;
  fail(challenge: unknown): void;
  error(err: unknown): void;
}

/**
 * passport-jwt's check of an access token (signature, expiry, issuer, audience), run the way
 * passport runs a strategy but without passport's process-wide registry: each API instance
 * checks with its own key, so two instances in one process (the tests) stay two instances.
 */
export class BearerStrategy {
  private readonly strategy: Strategy;

  constructor(key: KeyObject, issuer: string, audience: string) {
    this.strategy = new Strategy(
      {
        jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
        // A KeyObject: given the string, jsonwebtoken re-derives a key on every check.
        secretOrKey: key as unknown as Buffer,
        algorithms: ['HS256'],
        issuer,
        audience,
      },
      (claims: VerifiedClaims, done: VerifiedCallback) => done(null, claims),
    );
  }

  /** The token's claims; rejects with the error to answer (expired, or not a token of ours). */
  verify(token: string): Promise<VerifiedClaims> {
    return new Promise((resolve, reject) => {
      // What passport does per request: an object inheriting the strategy, given its outcomes.
      const attempt = Object.create(this.strategy) as Strategy & Outcomes;
      attempt.success = resolve;
      attempt.fail = (challenge) =>
        reject(
          (challenge as Error | undefined)?.name === 'TokenExpiredError'
            ? requestErrors.sessionExpired()
            : requestErrors.loginRequired(),
        );
      attempt.error = () => reject(requestErrors.loginRequired());
      attempt.authenticate({ headers: { authorization: `Bearer ${token}` } } as never, {});
    });
  }
}
