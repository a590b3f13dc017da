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
import type { RouteTargets } from '../http/api-key.guard';
import { normalizeIp } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { APP_CONFIG } from '../../config/env';
import type { AppConfig } from '../../config/env';
import { bySlot, createRedis, RedisClient } from '../../events/redis';
import { BatchedCounts, CountsNotSent } from './batched-counts';
import { CircuitBreaker, isDisconnected, redisBreaker } from '../resilience/circuit-breaker';
import { DomainError } from '../domain-error';
import { LocalCounts } from './local-counts';
import { requestErrors } from '../http/request.errors';

/** What a rule's key is computed from. */
export interface RateSubject {
  /** The client's address (IPv6 by /64), as TRUST_PROXY lets the proxy name it. */
  address: string;
  /** The request body as parsed, before validation: read it defensively. */
  body: unknown;
}

/**
 * One fixed-window counter: every request the guard lets through counts. A rule that limits
 * failures (wrong passwords) counts each attempt up front, so parallel guesses are counted too,
 * and the service that sees the attempt succeed clears it (`RateLimiter.clear`): successes never
 * use up the budget.
 */
export interface RateRule {
  /** Names the counter in Redis. */
  name: string;
  limit: number;
  windowSeconds: number;
  /** What the counter is per; null when the request lacks it (the rule then does not apply). */
  key: (subject: RateSubject) => string | null;
  /** The 429's error; default "Too many requests. Please try again in N seconds." */
  error?: (retryAfterSeconds: number) => DomainError;
  /**
   * Exact, across instances: the call's rules are checked and counted in Redis before it runs
   * (one script call). Other rules are counted in each process and synchronised in batches
   * (batched-counts.ts): no round trip per request.
   *
   * When Redis cannot answer, a strict rule fails open but still limits: it is counted in this
   * process alone until Redis is back (LocalCounts). Refusing every login during a Redis blip
   * would lock every player out to stop a guesser who, meanwhile, gets at most the limit per
   * API instance; counts made then stay in the instance, so Redis forgets them.
   */
  strict?: boolean;
}

/** A route's rules, from the config (limits are environment settings). */
export type RateRules = (config: AppConfig) => RateRule[];

const RULES = 'rate-limit:rules';
/** After Redis failed a strict rule's call, how long they are counted here before trying it. */
const STRICT_PAUSE_MS = 5000;
/**
 * The rules of this call, replacing the default (RATE_LIMIT_PER_MINUTE per address). The guard
 * evaluates all of them together: in one Redis round trip when one is strict.
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

/** Whether a route (its handler and controller) is left out of rate limiting. */
export function skipsRateLimit(reflector: Reflector, targets: RouteTargets): boolean {
  return Boolean(reflector.getAllAndOverride<boolean>(THROTTLE_METADATA.skip, targets));
}

/** The client address as the rate limit counts it. */
export function clientAddress(request: Pick<FastifyRequest, 'ip'>): string {
  return normalizeIp(request.ip);
}

/**
 * A rule's Redis key: hashed, so no address or email sits in Redis in clear. Each counter is
 * its own Redis Cluster hash tag, so counters spread over the cluster's nodes; a call with
 * counters in several slots is made once per slot (see `RateLimiter.hitInRedis`).
 */
function redisKey(prefix: string, name: string, key: string): string {
  const digest = createHash('sha256').update(key).digest('base64url').slice(0, 22);
  return `${prefix}{${name}:${digest}}`;
}

function counterKey(prefix: string, rule: RateRule, subject: RateSubject): string | null {
  const key = rule.key(subject);
  return key === null ? null : redisKey(prefix, rule.name, key);
}

// Fixed windows. KEYS: the counters; ARGV: limit and window (ms) per key. If a counter is full,
// nothing is counted and the answer is {its index, ms until it resets}; else all count: {0, 0}.
const HIT_SCRIPT = `
local full, wait = 0, 0
for i, key in ipairs(KEYS) do
  if tonumber(redis.call('GET', key) or '0') >= tonumber(ARGV[2 * i - 1]) then
    local ttl = redis.call('PTTL', key)
    if ttl < 0 then
      ttl = tonumber(ARGV[2 * i])
      redis.call('PEXPIRE', key, ttl)
    end
    if ttl > wait then full, wait = i, ttl end
  end
end
if full > 0 then return {full, wait} end
for i, key in ipairs(KEYS) do
  if redis.call('INCR', key) == 1 then redis.call('PEXPIRE', key, ARGV[2 * i]) end
end
return {0, 0}
`;

// Takes one count back from each counter (an attempt that turned out not to be a failure),
// never below zero. KEYS: the counters.
const TAKE_BACK_SCRIPT = `
for _, key in ipairs(KEYS) do
  if tonumber(redis.call('GET', key) or '0') > 0 then redis.call('DECR', key) end
end
return 0
`;

// The counts each process batched (batched-counts.ts), on the same counters. KEYS: the counters;
// ARGV: the count to add and the window (ms) per key. Answers each counter's total and ms left.
const ADD_SCRIPT = `
local answers = {}
for i, key in ipairs(KEYS) do
  local total = redis.call('INCRBY', key, ARGV[2 * i - 1])
  local ttl = redis.call('PTTL', key)
  if ttl < 0 then
    ttl = tonumber(ARGV[2 * i])
    redis.call('PEXPIRE', key, ttl)
  end
  answers[2 * i - 1] = total
  answers[2 * i] = ttl
end
return answers
`;

export type RateVerdict =
  { allowed: true } | { allowed: false; rule: RateRule; retryAfterSeconds: number };

interface LimiterScripts {
  rateHit(numKeys: number, ...args: (string | number)[]): Promise<[number, number]>;
  rateAdd(numKeys: number, ...args: (string | number)[]): Promise<number[]>;
  rateTakeBack(numKeys: number, ...keys: string[]): Promise<number>;
}

/**
 * Counters in Redis, shared by every API instance: a call with a strict rule costs one script
 * call; the others are counted here and sent in batches.
 */
@Injectable()
export class RateLimiter implements OnModuleDestroy {
  private readonly logger = new Logger('RateLimit');
  private readonly redis: RedisClient & LimiterScripts;
  private readonly prefix: string;
  private readonly batched: BatchedCounts;
  /** Strict rules skip Redis while it fails (counted in `local` meanwhile). */
  private readonly breaker: CircuitBreaker;
  private readonly local = new LocalCounts();

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    // A slow Redis must not hold requests: a command that takes over 1 s fails. A command that
    // failed may still run (one sent before a stall runs when it ends): ioredis must not send it
    // again after a reconnect, or it counts twice. Lazy: the worker imports the auth module but
    // never limits anything.
    const redis = createRedis(config, {
      maxRetriesPerRequest: 1,
      commandTimeout: 1000,
      autoResendUnfulfilledCommands: false,
      lazyConnect: true,
    });
    redis.defineCommand('rateHit', { lua: HIT_SCRIPT });
    redis.defineCommand('rateAdd', { lua: ADD_SCRIPT });
    redis.defineCommand('rateTakeBack', { lua: TAKE_BACK_SCRIPT });
    // A lost connection is told once, by the breaker or the batches; ioredis would print each
    // reconnection attempt.
    redis.on('error', () => undefined);
    this.redis = redis as RedisClient & LimiterScripts;
    this.breaker = redisBreaker(redis, {
      pauseMs: STRICT_PAUSE_MS,
      onOpen: (error) =>
        this.logger.warn(
          `sign-in limits counted per instance until Redis answers again: ${(error as Error).message}`,
        ),
      onClose: () => this.logger.log('sign-in limits counted in Redis again'),
    });
    this.prefix = `${config.redisPrefix}:rl:`;
    this.batched = new BatchedCounts(
      (name, key) => redisKey(this.prefix, name, key),
      async (increments) => {
        if (isDisconnected(this.redis)) throw new CountsNotSent('Redis is not connected');
        const totals: { total: number; ttlMs: number }[] = [];
        await bySlot(
          this.redis,
          increments.map((i) => i.key),
          async (keys, at) => {
            const answers = await this.redis.rateAdd(
              keys.length,
              ...keys,
              ...at.flatMap((i) => [increments[i].by, increments[i].windowMs]),
            );
            at.forEach(
              (i, n) => (totals[i] = { total: answers[2 * n], ttlMs: answers[2 * n + 1] }),
            );
          },
        );
        return totals;
      },
      (error) =>
        this.logger.warn(
          `rate limits counted per instance until Redis answers again: ${error.message}`,
        ),
    );
  }

  /**
   * Checks every rule and, unless one is full, counts the request in all of them. Never fails
   * for Redis: while it cannot answer, each instance counts on its own.
   */
  async hit(rules: RateRule[], subject: RateSubject): Promise<RateVerdict> {
    const keys: string[] = [];
    const applied: RateRule[] = [];
    for (const rule of rules) {
      const key = rule.key(subject);
      if (key === null) continue;
      applied.push(rule);
      keys.push(key);
    }
    if (!keys.length) return { allowed: true };
    let full: number;
    let waitMs: number;
    if (applied.some((rule) => rule.strict)) {
      const counters = applied.map((rule, i) => redisKey(this.prefix, rule.name, keys[i]));
      const args = applied.flatMap((rule) => [rule.limit, rule.windowSeconds * 1000]);
      try {
        [full, waitMs] = await this.breaker.run(() => this.hitInRedis(counters, args));
      } catch {
        // Fail open, still limited: see `strict`. The breaker has logged the outage.
        ({ full, waitMs } = this.local.hit(
          applied.map((rule, i) => ({
            key: counters[i],
            limit: rule.limit,
            windowMs: rule.windowSeconds * 1000,
          })),
        ));
      }
    } else {
      const verdict = await this.batched.hit(
        applied.map((rule, i) => ({
          name: rule.name,
          key: keys[i],
          limit: rule.limit,
          windowMs: rule.windowSeconds * 1000,
        })),
      );
      if (!verdict) return { allowed: true };
      ({ full, waitMs } = verdict);
    }
    if (full < 0) return { allowed: true };
    return {
      allowed: false,
      rule: applied[full],
      retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
    };
  }

  /**
   * What these strict rules' counters hold for the subject now (0 where there is none), without
   * counting: for a rule that depends on another's count (login's slowdown). While Redis cannot
   * answer, what this instance counted.
   */
  async counts(rules: RateRule[], subject: RateSubject): Promise<number[]> {
    const keys = rules.map((rule) => counterKey(this.prefix, rule, subject));
    const present = keys.filter((key): key is string => key !== null);
    if (!present.length) return keys.map(() => 0);
    const counted = new Map<string, number>();
    try {
      await this.breaker.run(() =>
        bySlot(this.redis, present, async (slotKeys) => {
          const values = await this.redis.mget(...slotKeys);
          slotKeys.forEach((key, i) => counted.set(key, Number(values[i] ?? 0)));
        }),
      );
    } catch {
      for (const key of present) counted.set(key, this.local.count(key));
    }
    return keys.map((key) => (key === null ? 0 : (counted.get(key) ?? 0)));
  }

  /**
   * Forgets these strict rules' counts for the subject: a success is not a failure, and ends a
   * run of them. Rejects when Redis cannot (the counts made here are forgotten anyway).
   */
  async clear(rules: RateRule[], subject: RateSubject): Promise<void> {
    const keys = this.counterKeys(rules, subject);
    if (!keys.length) return;
    this.local.delete(keys);
    await this.breaker.run(() =>
      bySlot(this.redis, keys, (slotKeys) => this.redis.del(...slotKeys)),
    );
  }

  /**
   * Takes back one count of these strict rules for the subject: the attempt the guard counted
   * turned out not to be a failure (it could not be judged). Where Redis cannot answer, it was
   * counted here, and is taken back here.
   */
  async takeBack(rules: RateRule[], subject: RateSubject): Promise<void> {
    const keys = this.counterKeys(rules, subject);
    if (!keys.length) return;
    try {
      await this.breaker.run(() =>
        bySlot(this.redis, keys, (slotKeys) =>
          this.redis.rateTakeBack(slotKeys.length, ...slotKeys),
        ),
      );
    } catch {
      this.local.takeBack(keys);
    }
  }

  /**
   * The hit script on the counters (ARGV: limit and window per counter): the index of a full
   * one and ms until it resets, or -1. On a cluster, counters in different slots are checked and
   * counted by a call per slot; where one slot's refused the request, the counts the others made
   * are taken back. Each counter stays exact; a request refused elsewhere holds a place in the
   * others for that round trip.
   */
  private async hitInRedis(counters: string[], args: number[]): Promise<[number, number]> {
    const answers = await bySlot(this.redis, counters, async (keys, at) => {
      const slotArgs = at.flatMap((i) => [args[2 * i], args[2 * i + 1]]);
      const [full, waitMs] = await this.redis.rateHit(keys.length, ...keys, ...slotArgs);
      return { keys, full: full > 0 ? at[full - 1] : -1, waitMs };
    });
    const refused = answers.filter((a) => a.full >= 0);
    if (!refused.length) return [-1, 0];
    const counted = answers.filter((a) => a.full < 0);
    await Promise.all(counted.map((a) => this.redis.rateTakeBack(a.keys.length, ...a.keys)));
    const longest = refused.reduce((a, b) => (b.waitMs > a.waitMs ? b : a));
    return [longest.full, longest.waitMs];
  }

  private counterKeys(rules: RateRule[], subject: RateSubject): string[] {
    return rules
      .map((rule) => counterKey(this.prefix, rule, subject))
      .filter((key): key is string => key !== null);
  }

  onModuleDestroy(): void {
    this.batched.stop();
    this.redis.disconnect();
  }
}

/** The client address as the guard counted it (`@ClientAddress()`), for services that clear. */
export const ClientAddress = createParamDecorator((_data: unknown, context: ExecutionContext) =>
  clientAddress(context.switchToHttp().getRequest<FastifyRequest>()),
);

/** The default rule: RATE_LIMIT_PER_MINUTE (or a @Throttle's limit) per address to one call. */
function perAddressOnRoute(route: string, limit: number, windowSeconds: number): RateRule {
  return { name: 'call', limit, windowSeconds, key: ({ address }) => `${route}|${address}` };
}

/**
 * Every /api call's rate limit: the route's rules (or the default); over a limit it answers 429
 * with `Retry-After` and a message saying when. If Redis fails, each instance limits on its own,
 * strict rules included: a limiter outage is not a site outage (see `RateRule.strict`).
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
    const request = http.getRequest<FastifyRequest>();
    const subject = { address: clientAddress(request), body: request.body };
    let verdict: RateVerdict;
    try {
      verdict = await this.limiter.hit(rules, subject);
    } catch (error) {
      // The limiter answers through outages itself; this is a bug, and not the player's.
      this.logger.error(`rate limit not checked: ${(error as Error).message}`);
      return true;
    }
    if (!verdict.allowed) {
      void http.getResponse<FastifyReply>().header('retry-after', verdict.retryAfterSeconds);
      throw (verdict.rule.error ?? requestErrors.rateLimited)(verdict.retryAfterSeconds);
    }
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
    if (skipsRateLimit(this.reflector, targets)) return null;
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

/** The limiter, for the guard (AppModule) and for services that clear counts (auth). */
@Module({ providers: [RateLimiter], exports: [RateLimiter] })
export class RateLimitModule {}
