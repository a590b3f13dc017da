import { ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';

/**
 * For calls a visitor may make too (tournament details): a valid bearer identifies the caller,
 * a missing or invalid one leaves the call anonymous instead of failing it.
 */
@Injectable()
export class OptionalBearerGuard extends AuthGuard('jwt') {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<{ headers: Record<string, unknown> }>();
    if (!request.headers.authorization) return true;
    try {
      await super.canActivate(context);
    } catch {
      // An expired or revoked token: answer as to a visitor.
    }
    return true;
  }

  override handleRequest<T>(_err: unknown, user: T | false): T {
    return (user || undefined) as T;
  }
}
