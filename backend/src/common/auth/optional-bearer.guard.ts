import { Injectable } from '@nestjs/common';
import { BearerAuthGuard } from './bearer-auth.guard';

/**
 * For calls a visitor may make too (tournament details): a valid bearer identifies the caller,
 * a missing or invalid one leaves the call anonymous instead of failing it.
 */
@Injectable()
export class OptionalBearerGuard extends BearerAuthGuard {
  // An expired or revoked token, or none: answer as to a visitor.
  override handleRequest<TUser>(_err: unknown, user: TUser | false): TUser {
    return (user || undefined) as TUser;
  }
}
