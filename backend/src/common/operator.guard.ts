import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { APP_CONFIG } from '../config/env';
import type { AppConfig } from '../config/env';
import { isOperator } from './operator-auth';
import { requestErrors } from './request.errors';

/** Operator API: `Authorization: Bearer <OPERATOR_TOKEN>` (or the basic pair). */
@Injectable()
export class OperatorGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (isOperator(request.headers.authorization, this.config)) return true;
    throw requestErrors.operatorRequired();
  }
}
