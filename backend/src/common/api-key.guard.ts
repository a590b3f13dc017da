import { CanActivate, ExecutionContext, Inject, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { APP_CONFIG } from '../config/env';
import type { AppConfig } from '../config/env';
import { requestErrors } from './request.errors';

export const API_KEY_HEADER = 'api-key';
const SKIP_API_KEY = 'skipApiKey';

/** For probes (health checks) that cannot send the client identifier. */
export const SkipApiKey = () => SetMetadata(SKIP_API_KEY, true);

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The spec's fixed api-key header identifies our web client. It ships in the bundle, so it is
 * not authentication: identity always comes from the bearer token.
 */
@Injectable()
export class ApiKeyGuard implements CanActivate {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly reflector: Reflector,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const skip = this.reflector.getAllAndOverride<boolean>(SKIP_API_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (skip || context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const given = request.headers[API_KEY_HEADER];
    if (typeof given === 'string' && safeEqual(given, this.config.apiKey)) return true;
    throw requestErrors.apiKeyInvalid();
  }
}
