import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { OperatorAuth } from './operator-auth';

/** Operator API: `Authorization: Bearer <OPERATOR_TOKEN>` (or the basic pair), guesses limited. */
@Injectable()
export class OperatorGuard implements CanActivate {
  constructor(private readonly operators: OperatorAuth) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    await this.operators.verify(
      http.getRequest<FastifyRequest>(),
      http.getResponse<FastifyReply>(),
    );
    return true;
  }
}
