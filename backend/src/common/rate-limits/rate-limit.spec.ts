import { ExecutionContext, Logger } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { SkipThrottle, Throttle } from '@nestjs/throttler';
import type { AppConfig } from '../../config/env';
import {
  RateLimit,
  RateLimiter,
  RateLimitGuard,
  RateRule,
  RateSubject,
  THROTTLE_METADATA,
} from './rate-limit';

const strictRule: RateRule = {
  name: 'guesses',
  limit: 1,
  windowSeconds: 60,
  key: ({ address }: RateSubject) => address,
  strict: true,
};

class Probe {
  @Throttle({ default: { limit: 7, ttl: 30_000 } })
  limited(): void {}

  @SkipThrottle()
  skipped(): void {}

  plain(): void {}

  @RateLimit(() => [strictRule])
  guarded(): void {}
}

// Routes declare plain per-address limits with @nestjs/throttler's decorators; the guard reads
// the metadata they write. A library upgrade that renames it must fail here, not in production.
describe('the throttler decorators the rate-limit guard reads', () => {
  it('write the limit, the window and the skip flag under the keys the guard reads', () => {
    expect(Reflect.getMetadata(THROTTLE_METADATA.limit, Probe.prototype.limited)).toBe(7);
    expect(Reflect.getMetadata(THROTTLE_METADATA.ttl, Probe.prototype.limited)).toBe(30_000);
    expect(Reflect.getMetadata(THROTTLE_METADATA.skip, Probe.prototype.skipped)).toBe(true);
  });
});

describe('RateLimitGuard', () => {
  const config = { rateLimitPerMinute: 600 } as AppConfig;
  const hit = jest.fn();
  const guard = new RateLimitGuard(config, { hit } as unknown as RateLimiter, new Reflector());
  const header = jest.fn();
  const context = (handler: () => void) =>
    ({
      getType: () => 'http',
      getHandler: () => handler,
      getClass: () => Probe,
      switchToHttp: () => ({
        getRequest: () => ({ ip: '203.0.113.5', body: {} }),
        getResponse: () => ({ header }),
      }),
    }) as unknown as ExecutionContext;

  beforeEach(() => {
    hit.mockReset();
    header.mockReset();
  });

  it('applies a @Throttle limit per address to that call, and the default elsewhere', async () => {
    hit.mockResolvedValue({ allowed: true });
    await guard.canActivate(context(Probe.prototype.limited));
    await guard.canActivate(context(Probe.prototype.plain));
    const [[limited, subject], [plain]] = hit.mock.calls as [RateRule[], RateSubject][];
    expect(limited).toMatchObject([{ limit: 7, windowSeconds: 30 }]);
    expect(plain).toMatchObject([{ limit: 600, windowSeconds: 60 }]);
    expect(subject.address).toBe('203.0.113.5');
    // Counted per call: the two routes' keys differ for the same address.
    expect(limited[0].key(subject)).not.toBe(plain[0].key(subject));
  });

  it('skips @SkipThrottle calls without asking Redis', async () => {
    expect(await guard.canActivate(context(Probe.prototype.skipped))).toBe(true);
    expect(hit).not.toHaveBeenCalled();
  });

  it('answers 429 with Retry-After and the rule’s wait', async () => {
    hit.mockResolvedValue({ allowed: false, rule: strictRule, retryAfterSeconds: 42 });
    await expect(guard.canActivate(context(Probe.prototype.guarded))).rejects.toMatchObject({
      kind: 'rate_limited',
      message: 'Too many requests. Please try again in 42 seconds.',
    });
    expect(header).toHaveBeenCalledWith('retry-after', 42);
  });

  it('lets calls through, strict ones too, when the limiter itself fails', async () => {
    hit.mockRejectedValue(new TypeError('a bug'));
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    expect(await guard.canActivate(context(Probe.prototype.plain))).toBe(true);
    expect(await guard.canActivate(context(Probe.prototype.guarded))).toBe(true);
    expect(error).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});
