import { CanActivate, ExecutionContext, Inject, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { APP_CONFIG } from '../../config/env';
import type { AppConfig } from '../../config/env';
import { requestErrors } from './request.errors';

export const API_KEY_HEADER = 'api-key';
const SKIP_API_KEY = 'skipApiKey';

/** For probes (health checks) that cannot send the client identifier. */
export const SkipApiKey = () => SetMetadata(SKIP_API_KEY, true);

/** A route's handler and its controller, where a route's metadata is read. */
export type RouteTargets = Parameters<Reflector['getAllAndOverride']>[1];

/** Whether a route (its handler and controller) skips the api-key check. */
export function skipsApiKey(reflector: Reflector, targets: RouteTargets): boolean {
  return Boolean(reflector.getAllAndOverride<boolean>(SKIP_API_KEY, targets));
}

/** Constant-time comparison; `b` may be bytes made once (the api-key guard's key). */
export function safeEqual(a: string, b: string | Buffer): boolean {
  const left = Buffer.from(a);
  const right = typeof b === 'string' ? Buffer.from(b) : b;
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The spec's fixed api-key header identifies our web client. It ships in the bundle, so it is
 * not authentication: identity always comes from the bearer token.
 */
@Injectable()
export class ApiKeyGuard implements CanActivate {
  private readonly apiKey: Buffer;
  // Whether a route skips the check: its metadata never changes, so it is read once per route.
  private readonly skips = new WeakMap<object, boolean>();

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly reflector: Reflector,
  ) {
    this.apiKey = Buffer.from(config.apiKey);
  }

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const handler = context.getHandler();
    let skip = this.skips.get(handler);
    if (skip === undefined) {
      skip = skipsApiKey(this.reflector, [handler, context.getClass()]);
      this.skips.set(handler, skip);
    }
    if (skip) return true;
    const given = context.switchToHttp().getRequest<FastifyRequest>().headers[API_KEY_HEADER];
    if (typeof given === 'string' && safeEqual(given, this.apiKey)) return true;
    throw requestErrors.apiKeyInvalid();
  }
}
