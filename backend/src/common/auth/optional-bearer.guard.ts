import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { ACCESS_TOKENS, bearerToken } from './access-tokens';
import type { AccessTokens } from './access-tokens';
import type { AuthenticatedRequest } from './bearer-auth.guard';

/**
 * For calls a visitor may make too (tournament details): a valid bearer identifies the caller,
 * a missing or invalid one leaves the call anonymous instead of failing it.
 */
@Injectable()
export class OptionalBearerGuard implements CanActivate {
  constructor(@Inject(ACCESS_TOKENS) private readonly tokens: AccessTokens) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const token = bearerToken(request.headers.authorization);
    if (!token) return true;
    // An expired or revoked token: answer as to a visitor.
    request.user = await this.tokens.verifyAccessToken(token).catch(() => undefined);
    return true;
  }
}
