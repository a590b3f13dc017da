import {
  CanActivate,
  createParamDecorator,
  ExecutionContext,
  Inject,
  Injectable,
  Logger,
  Module,
  OnModuleDestroy,
  SetMetadata,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { normalizeIp } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { APP_CONFIG } from '../config/env';
import type { AppConfig } from '../config/env';
import { createRedis } from '../events/redis';
import { DomainError } from './domain-error';
import { requestErrors } from './request.errors';

/** What a rule's key is computed from. */
export interface RateSubject {
  /** The client's address (IPv6 by /64), as TRUST_PROXY lets the proxy name it. */
  address: string;
  /** The request body as parsed, before validation: read it defensively. */
  body: unknown;
}

/**
 * One fixed-window counter. `requests` rules count every request they let through; `failures`
 * rules only refuse once their counter is full, and the service that sees a failure counts it
 * (`RateLimiter.recordFailures`), so successes never use up the budget.
 */
export interface RateRule {
  /** Names the counter in Redis. */
  name: string;
  limit: number;
  windowSeconds: number;
  counts?: 'requests' | 'failures';
  /** What the counter is per; null when the request lacks it (the rule then does not apply). */
  key: (subject: RateSubject) => string | null;
  /** The 429's error; default "Too many requests. Please try again in N seconds." */
  error?: (retryAfterSeconds: number) => DomainError;
}

/** A route's rules, from the config (limits are environment settings). */
export type RateRules = (config: AppConfig) => RateRule[];

const RULES = 'rate-limit:rules';
/**
 * The rules of this call, replacing the default (RATE_LIMIT_PER_MINUTE per address). The guard
 * evaluates all of them in one Redis round trip.
 */
export const RateLimit = (rules: RateRules) => SetMetadata(RULES, rules);

// Routes that declare a plain per-address limit with @nestjs/throttler's decorators
// (`@Throttle({ default: { limit, ttl } })`, `@SkipThrottle()`) keep them: these are the keys
// those decorators write (rate-limit.spec.ts checks them against the library).
export const THROTTLE_METADATA = {
  limit: 'THROTTLER:LIMITdefault',
  ttl: 'THROTTLER:TTLdefault',
  skip: 'THROTTLER:SKIPdefault',
} as const;

/** The client address as the rate limit counts it. */
export function clientAddress(request: Pick<FastifyRequest, 'ip'>): string {
  return normalizeIp(request.ip);
}

/** A rule's Redis key: hashed, so no address or email sits in Redis in clear. */
function counterKey(prefix: string, rule: RateRule, subject: RateSubject): string | null {
  const key = rule.key(subject);
  if (key === null) return null;
  const digest = createHash('sha256').update(key).digest('base64url').slice(0, 22);
  return `${prefix}${rule.name}:${digest}`;
}

// Fixed windows. KEYS: the counters; ARGV: limit, window (ms) and 1 (count) or 0 (check only) per
// key. If any counter is full, nothing is counted and the answer is {index, ms until it resets};
// else every counting rule is counted and the answer is {0, sum of the check-only counters}.
const HIT_SCRIPT = `
local full, wait, seen = 0, 0, 0
for i, key in ipairs(KEYS) do
  local n = tonumber(redis.call('GET', key) or '0')
  if ARGV[3 * i] == '0' then seen = seen + n end
  -- Full: a counting rule at its limit would go over it; a check-only rule has reached it.
  if n >= tonumber(ARGV[3 * i - 2]) then
    local ttl = redis.call('PTTL', key)
    if ttl < 0 then
      ttl = tonumber(ARGV[3 * i - 1])
      redis.call('PEXPIRE', key, ttl)
    end
    if ttl > wait then full, wait = i, ttl end
  end
end
if full > 0 then return {full, wait} end
for i, key in ipairs(KEYS) do
  if ARGV[3 * i] == '1' and redis.call('INCR', key) == 1 then
    redis.call('PEXPIRE', key, ARGV[3 * i - 1])
  end
end
return {0, seen}
`;

// KEYS: failure counters; ARGV: each one's window (ms).
const RECORD_SCRIPT = `
for i, key in ipairs(KEYS) do
  if redis.call('INCR', key) == 1 then redis.call('PEXPIRE', key, ARGV[i]) end
end
return #KEYS
`;

export type RateVerdict =
  | { allowed: true; /** what the failure rules had counted */ failuresSeen: number }
  | { allowed: false; rule: RateRule; retryAfterSeconds: number };

interface LimiterRedis {
  rateHit(numKeys: number, ...args: (string | number)[]): Promise<[number, number]>;
  rateRecord(numKeys: number, ...args: (string | number)[]): Promise<number>;
  del(...keys: string[]): Promise<number>;
  disconnect(): void;
}

/** Counters in Redis, shared by every API instance; one script call per request. */
@Injectable()
export class RateLimiter implements OnModuleDestroy {
  private readonly redis: LimiterRedis;
  private readonly prefix: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    // A slow Redis must not hold requests: a command that takes over 1 s fails.
    const redis = createRedis(config, { maxRetriesPerRequest: 1, commandTimeout: 1000 });
    redis.defineCommand('rateHit', { lua: HIT_SCRIPT });
    redis.defineCommand('rateRecord', { lua: RECORD_SCRIPT });
    this.redis = redis as unknown as LimiterRedis;
    this.prefix = `${config.redisPrefix}:rl:`;
  }

  /** Checks every rule and, unless one is full, counts the request in its `requests` rules. */
  async hit(rules: RateRule[], subject: RateSubject): Promise<RateVerdict> {
    const keys: string[] = [];
    const args: (string | number)[] = [];
    const applied: RateRule[] = [];
    for (const rule of rules) {
      const key = counterKey(this.prefix, rule, subject);
      if (key === null) continue;
      applied.push(rule);
      keys.push(key);
      args.push(rule.limit, rule.windowSeconds * 1000, rule.counts === 'failures' ? 0 : 1);
    }
    if (!keys.length) return { allowed: true, failuresSeen: 0 };
    const [full, value] = await this.redis.rateHit(keys.length, ...keys, ...args);
    if (full === 0) return { allowed: true, failuresSeen: value };
    return {
      allowed: false,
      rule: applied[full - 1],
      retryAfterSeconds: Math.max(1, Math.ceil(value / 1000)),
    };
  }

  /** Counts a failure in each of these `failures` rules (one round trip). */
  async recordFailures(rules: RateRule[], subject: RateSubject): Promise<void> {
    const keys: string[] = [];
    const windows: number[] = [];
    for (const rule of rules) {
      const key = counterKey(this.prefix, rule, subject);
      if (key === null) continue;
      keys.push(key);
      windows.push(rule.windowSeconds * 1000);
    }
    if (keys.length) await this.redis.rateRecord(keys.length, ...keys, ...windows);
  }

  /** Forgets these rules' counts for the subject (a success ends a run of failures). */
  async clear(rules: RateRule[], subject: RateSubject): Promise<void> {
    const keys = rules
      .map((rule) => counterKey(this.prefix, rule, subject))
      .filter((key): key is string => key !== null);
    if (keys.length) await this.redis.del(...keys);
  }

  onModuleDestroy(): void {
    this.redis.disconnect();
  }
}

/** What the guard learnt about this request, for the handler (`@RateInfo()`). */
export interface RateInfo {
  address: string;
  /** The failure rules' counts before this request: a success with none has nothing to clear. */
  failuresSeen: number;
}

const RATE_INFO = Symbol('rate-info');
type WithRateInfo = FastifyRequest & { [RATE_INFO]?: RateInfo };

export const RateInfo = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  const request = context.switchToHttp().getRequest<WithRateInfo>();
  return request[RATE_INFO] ?? { address: clientAddress(request), failuresSeen: 0 };
});

/** The default rule: RATE_LIMIT_PER_MINUTE (or a @Throttle's limit) per address to one call. */
function perAddressOnRoute(route: string, limit: number, windowSeconds: number): RateRule {
  return { name: 'call', limit, windowSeconds, key: ({ address }) => `${route}|${address}` };
}

/**
 * Every /api call's rate limit: the route's rules (or the default) in one Redis round trip; over a
 * limit it answers 429 with `Retry-After` and a message saying when. If Redis fails, calls without
 * failure rules go on (a limiter outage is not a site outage); sign-in waits, as its guessing
 * limits cannot be checked.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly logger = new Logger('RateLimit');
  // Rules per handler, worked out once.
  private readonly plans = new WeakMap<object, RateRule[] | null>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly limiter: RateLimiter,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const rules = this.planFor(context);
    if (!rules) return true;
    const http = context.switchToHttp();
    const request = http.getRequest<WithRateInfo>();
    const subject = { address: clientAddress(request), body: request.body };
    let verdict: RateVerdict;
    try {
      verdict = await this.limiter.hit(rules, subject);
    } catch (error) {
      if (rules.some((rule) => rule.counts === 'failures')) throw requestErrors.limiterDown();
      this.logger.warn(`rate limit not checked: ${(error as Error).message}`);
      return true;
    }
    if (!verdict.allowed) {
      void http.getResponse<FastifyReply>().header('retry-after', verdict.retryAfterSeconds);
      throw (verdict.rule.error ?? requestErrors.rateLimited)(verdict.retryAfterSeconds);
    }
    request[RATE_INFO] = { address: subject.address, failuresSeen: verdict.failuresSeen };
    return true;
  }

  private planFor(context: ExecutionContext): RateRule[] | null {
    const handler = context.getHandler();
    let plan = this.plans.get(handler);
    if (plan === undefined) {
      plan = this.resolve(context);
      this.plans.set(handler, plan);
    }
    return plan;
  }

  private resolve(context: ExecutionContext): RateRule[] | null {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(THROTTLE_METADATA.skip, targets)) return null;
    const rules = this.reflector.getAllAndOverride<RateRules | undefined>(RULES, targets);
    if (rules) return rules(this.config);
    const limit = this.reflector.getAllAndOverride<number | undefined>(
      THROTTLE_METADATA.limit,
      targets,
    );
    const ttl = this.reflector.getAllAndOverride<number | undefined>(
      THROTTLE_METADATA.ttl,
      targets,
    );
    const route = `${context.getClass().name}.${context.getHandler().name}`;
    return [
      perAddressOnRoute(
        route,
        limit ?? this.config.rateLimitPerMinute,
        Math.max(1, Math.round((ttl ?? 60_000) / 1000)),
      ),
    ];
  }
}

/** The limiter, for the guard (AppModule) and for services that count failures (auth). */
@Module({ providers: [RateLimiter], exports: [RateLimiter] })
export class RateLimitModule {}
