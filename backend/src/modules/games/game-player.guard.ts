import { ExecutionContext, Injectable } from '@nestjs/common';
import { BearerAuthGuard } from '../../common/auth';
import { gameErrors } from './games.errors';

/**
 * The bearer guard with the spec's game message for a caller who sent no token at all
 * ('User is not logged in.'); an expired or revoked token answers as on every bearer call.
 */
@Injectable()
export class GamePlayerGuard extends BearerAuthGuard {
  override canActivate(context: ExecutionContext) {
    const request = context.switchToHttp().getRequest<{ headers: Record<string, unknown> }>();
    if (!request.headers.authorization) throw gameErrors.notLoggedIn();
    return super.canActivate(context);
  }
}
