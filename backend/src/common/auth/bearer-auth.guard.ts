import { ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { DomainError } from '../domain-error';
import { requestErrors } from '../request.errors';
import { AuthUser } from './auth-user';

interface BodyWithUserId {
  user_id?: unknown;
  inputObj?: { user_id?: unknown };
  inputobj?: { user_id?: unknown };
}

/**
 * Bearer access token required (passport-jwt). Identity comes only from the token: a body that
 * names another user_id is refused with 403 rather than trusted.
 */
@Injectable()
export class BearerAuthGuard extends AuthGuard('jwt') {
  override handleRequest<T = AuthUser>(
    err: unknown,
    user: T | false,
    info: unknown,
    context: ExecutionContext,
  ): T {
    if (err instanceof DomainError) throw err;
    if (err || !user) {
      const expired = info instanceof Error && info.name === 'TokenExpiredError';
      throw expired ? requestErrors.sessionExpired() : requestErrors.loginRequired();
    }
    const body = context.switchToHttp().getRequest<{ body?: BodyWithUserId }>().body;
    const claimed = [body?.user_id, body?.inputObj?.user_id, body?.inputobj?.user_id].filter(
      (id) => id !== undefined && id !== null && id !== '',
    );
    const caller = (user as unknown as AuthUser).id;
    // Not String(id): an array nested thousands deep would overflow join's recursion (a 500).
    if (claimed.some((id) => typeof id !== 'string' || id !== caller)) {
      throw requestErrors.notYourAccount();
    }
    return user;
  }
}
