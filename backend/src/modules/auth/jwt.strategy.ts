import { Inject, Injectable } from '@nestjs/common';
import { createSecretKey } from 'node:crypto';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AccessTokenClaims, AuthUser } from '../../common/auth/auth-user';
import { requestErrors } from '../../common/request.errors';
import { APP_CONFIG } from '../../config/env';
import type { AppConfig } from '../../config/env';
import { JWT_AUDIENCE, JWT_ISSUER, TokensService } from './tokens.service';

/** Verifies signature, expiry, issuer and audience, then that the session was not revoked. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly tokens: TokensService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A KeyObject made once: given the string, jsonwebtoken re-derives a key on every request
      // (after a failed public-key parse), which cost more than the rest of a leaderboard call.
      secretOrKey: createSecretKey(Buffer.from(config.jwtSecret)) as unknown as Buffer,
      algorithms: ['HS256'],
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
      ignoreExpiration: false,
    });
  }

  async validate(claims: AccessTokenClaims): Promise<AuthUser> {
    if (
      !claims.sub ||
      !claims.sid ||
      !(await this.tokens.isSessionActive(claims.sid, claims.sub))
    ) {
      throw requestErrors.sessionEnded();
    }
    return { id: claims.sub, sessionId: claims.sid };
  }
}
