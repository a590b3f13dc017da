import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { requestErrors } from '../request.errors';
import { ACCESS_TOKENS, bearerToken } from './access-tokens';
import type { AccessTokens } from './access-tokens';
import { AuthUser } from './auth-user';

interface BodyWithUserId {
  user_id?: unknown;
  inputObj?: { user_id?: unknown };
  inputobj?: { user_id?: unknown };
}

export interface AuthenticatedRequest {
  headers: Record<string, unknown>;
  body?: unknown;
  user?: AuthUser;
}

/**
 * Bearer access token required. Identity comes only from the token: a body that names another
 * user_id is refused with 403 rather than trusted.
 */
@Injectable()
export class BearerAuthGuard implements CanActivate {
  constructor(@Inject(ACCESS_TOKENS) private readonly tokens: AccessTokens) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const token = bearerToken(request.headers.authorization);
    if (!token) throw requestErrors.loginRequired();
    const user = await this.tokens.verifyAccessToken(token);
    const body = request.body as BodyWithUserId | null | undefined;
    const claimed = [body?.user_id, body?.inputObj?.user_id, body?.inputobj?.user_id].filter(
      (id) => id !== undefined && id !== null && id !== '',
    );
    // Not String(id): an array nested thousands deep would overflow join's recursion (a 500).
    if (claimed.some((id) => typeof id !== 'string' || id !== user.id)) {
      throw requestErrors.notYourAccount();
    }
    request.user = user;
    return true;
  }
}
