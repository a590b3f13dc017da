import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-jwt';
import { accessTokensOf, BEARER_STRATEGY, bearerToken } from '../../common/auth/access-tokens';
import { AuthUser } from '../../common/auth/auth-user';
import { ACCESS_TOKEN_CHECKS } from './tokens.service';

interface BearerRequest {
  headers: Record<string, unknown>;
}

type KeyCallback = (err: null, key: Buffer) => void;

const tokenOf = (request: BearerRequest) => bearerToken(request.headers.authorization);

/**
 * The bearer guards' check of an access token: passport-jwt's (signature, expiry, issuer,
 * audience), then the claims and the session. Passport keeps one strategy per name for the whole
 * process, so this one holds nothing of an app: key, caches and session check are those the
 * app's guard handed over with the request (`accessTokensOf`). API only (AuthHttpModule).
 */
@Injectable()
export class BearerStrategy extends PassportStrategy(Strategy, BEARER_STRATEGY) {
  constructor() {
    super({
      jwtFromRequest: tokenOf,
      // A KeyObject: given the string, jsonwebtoken re-derives a key on every check.
      secretOrKeyProvider: (request: BearerRequest, _token: string, done: KeyCallback) =>
        done(null, accessTokensOf(request).signingKey as unknown as Buffer),
      ...ACCESS_TOKEN_CHECKS,
      passReqToCallback: true,
    });
  }

  /**
   * A token this process verified before skips passport-jwt's check: the same string carries
   * the same signature (checking it again was a tenth of a signed-in call's CPU).
   */
  override authenticate(request: BearerRequest, options?: unknown): void {
    const tokens = accessTokensOf(request);
    const token = tokenOf(request);
    const claims = token ? tokens.verifiedClaims(token) : undefined;
    if (!claims) return super.authenticate(request as never, options);
    tokens.activeUser(claims).then(
      (user) => this.success(user),
      (err: Error) => this.error(err),
    );
  }

  /** After passport-jwt's check: the claims every access token carries, then a live session. */
  async validate(request: BearerRequest, payload: unknown): Promise<AuthUser> {
    const tokens = accessTokensOf(request);
    return tokens.activeUser(tokens.acceptVerified(tokenOf(request) as string, payload));
  }
}
