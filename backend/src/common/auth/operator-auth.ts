import { Global, Inject, Injectable, Module } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG } from '../../config/env';
import type { AppConfig } from '../../config/env';
import { safeEqual } from '../http/api-key.guard';
import { clientAddress, RateLimiter, RateLimitModule, RateRule } from '../rate-limits/rate-limit';
import { requestErrors } from '../http/request.errors';

/**
 * Operator credentials from the environment: `Authorization: Bearer <OPERATOR_TOKEN>` for
 * machines (Prometheus, ops API) or Basic `<OPERATOR_USER>:<OPERATOR_TOKEN>` for browsers.
 */
export function isOperator(
  authorization: string | undefined,
  operator: { operatorUser: string; operatorToken: string },
): boolean {
  if (!authorization) return false;
  const [scheme, value] = authorization.split(' ', 2);
  if (!value) return false;
  if (scheme.toLowerCase() === 'bearer') return safeEqual(value, operator.operatorToken);
  if (scheme.toLowerCase() === 'basic') {
    const decoded = Buffer.from(value, 'base64').toString('utf8');
    const sep = decoded.indexOf(':');
    if (sep < 0) return false;
    const userOk = safeEqual(decoded.slice(0, sep), operator.operatorUser);
    const passOk = safeEqual(decoded.slice(sep + 1), operator.operatorToken);
    return userOk && passOk;
  }
  return false;
}

/**
 * Wrong operator credentials one address may send in a window before it waits for the window to
 * end: room for an operator's typos, not for a search (40 tries an hour per address).
 */
export const OPERATOR_FAILURES_PER_ADDRESS = 10;
export const OPERATOR_FAILURE_WINDOW_SECONDS = 15 * 60;

/**
 * Wrong operator credentials per address, exact across instances. Per address only: a limit
 * over every address would let anyone lock the operators out.
 */
const OPERATOR_FAILURES: RateRule[] = [
  {
    name: 'operator-failures:address',
    limit: OPERATOR_FAILURES_PER_ADDRESS,
    windowSeconds: OPERATOR_FAILURE_WINDOW_SECONDS,
    key: ({ address }) => address,
    strict: true,
  },
];

/** Asks a browser for the basic pair (typed in UTF-8). */
const CHALLENGE = 'Basic realm="GameHub operators", charset="UTF-8"';

/**
 * The one check of operator credentials, for /api/ops (OperatorGuard), /metrics and
 * /admin/queues: guessing the token is rate-limited per address.
 */
@Injectable()
export class OperatorAuth {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly limiter: RateLimiter,
  ) {}

  /**
   * Passes when the request carries the operator's credentials, else throws OPERATOR_REQUIRED
   * (401; with a Basic challenge for the routes a browser opens). Only wrong credentials are
   * counted against their address, atomically, so parallel guesses are counted too and an
   * operator's burst of right calls never is. Past the limit the address is refused whatever it
   * sends (429 with Retry-After), so a right guess looks like a wrong one.
   */
  async verify(
    request: Pick<FastifyRequest, 'ip' | 'headers'>,
    reply: Pick<FastifyReply, 'header'>,
    { challenge = false }: { challenge?: boolean } = {},
  ): Promise<void> {
    const { authorization } = request.headers;
    // No credentials guess nothing (a browser's first visit to the dashboard): not counted.
    if (authorization) {
      const subject = { address: clientAddress(request), body: undefined };
      if (isOperator(authorization, this.config)) {
        const [failed] = await this.limiter.counts(OPERATOR_FAILURES, subject);
        if (failed < OPERATOR_FAILURES_PER_ADDRESS) return;
        void reply.header('retry-after', OPERATOR_FAILURE_WINDOW_SECONDS);
        throw requestErrors.rateLimited(OPERATOR_FAILURE_WINDOW_SECONDS);
      }
      const verdict = await this.limiter.hit(OPERATOR_FAILURES, subject);
      if (!verdict.allowed) {
        void reply.header('retry-after', verdict.retryAfterSeconds);
        throw requestErrors.rateLimited(verdict.retryAfterSeconds);
      }
    }
    if (challenge) void reply.header('www-authenticate', CHALLENGE);
    throw requestErrors.operatorRequired();
  }
}

/** OperatorAuth for every operator route: the ops controllers' guard, metrics, the dashboard. */
@Global()
@Module({ imports: [RateLimitModule], providers: [OperatorAuth], exports: [OperatorAuth] })
export class OperatorAuthModule {}
