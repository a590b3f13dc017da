import { ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { requestErrors } from '../http/request.errors';
import {
  ACCESS_TOKENS,
  BEARER_STRATEGY,
  bearerToken,
  handAccessTokens,
  refusedToken,
} from './access-tokens';
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
 * Bearer access token required, checked by the bearer strategy (passport-jwt). Identity comes
 * only from the token: a body that names another user_id is refused with 403 rather than trusted.
 */
@Injectable()
export class BearerAuthGuard extends AuthGuard(BEARER_STRATEGY) {
  constructor(@Inject(ACCESS_TOKENS) private readonly tokens: AccessTokens) {
    super();
  }

  /**
   * A token this process verified before goes straight to the session check: passport's
   * per-call machinery (its context, the strategy's copy, the callbacks) ran for every call
   * only to reach the same answer. Any other token takes passport's way (bearer.strategy.ts).
   */
  override canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const token = bearerToken(request.headers.authorization);
    const claims = token ? this.tokens.verifiedClaims(token) : undefined;
    if (!claims) return super.canActivate(context) as Promise<boolean>;
    return this.tokens.activeUser(claims).then(
      (user) => this.accept(request, this.handleRequest(null, user, undefined, context)),
      (err: unknown) =>
        this.accept(request, this.handleRequest<AuthUser>(err, false, undefined, context)),
    );
  }

  /** As passport's guard does: the user (or undefined, for an optional guard) on the request. */
  private accept(request: AuthenticatedRequest, user: AuthUser | undefined): boolean {
    request.user = user;
    return true;
  }

  /** The request as the strategy gets it: with this app's token checks. */
  override getRequest(context: ExecutionContext): AuthenticatedRequest {
    return handAccessTokens(context.switchToHttp().getRequest<AuthenticatedRequest>(), this.tokens);
  }

  /** Our answers instead of Nest's UnauthorizedException, for the global filter's envelope. */
  override handleRequest<TUser = AuthUser>(
    err: unknown,
    user: TUser | false,
    info: unknown,
    context: ExecutionContext,
  ): TUser {
    // The session check's answer (ended), or an outage: as it is.
    if (err) throw err;
    if (!user) throw refusedToken(info);
    const body = context.switchToHttp().getRequest<AuthenticatedRequest>().body as
      BodyWithUserId | null | undefined;
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
