import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { ExecutionContext, Injectable } from '@nestjs/common';
import { ThrottlerGuard, ThrottlerModule } from '@nestjs/throttler';
import type { ThrottlerLimitDetail } from '@nestjs/throttler/dist/throttler.guard.interface';
import { APP_CONFIG, AppConfig } from '../config/env';
import { redisOptions } from '../events/redis';
import { requestErrors } from './request.errors';

/** Per-IP limit on every /api call, counted in Redis so all API instances share it. */
export const RateLimitModule = ThrottlerModule.forRootAsync({
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig) => ({
    throttlers: [{ name: 'default', ttl: 60_000, limit: config.rateLimitPerMinute }],
    storage: new ThrottlerStorageRedisService({
      ...redisOptions(config),
      keyPrefix: `${config.redisPrefix}:throttle:`,
      maxRetriesPerRequest: 1,
    }),
  }),
});

/** Answers 429 in the spec's envelope, saying when to retry. */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected override async throwThrottlingException(
    _context: ExecutionContext,
    detail: ThrottlerLimitDetail,
  ): Promise<void> {
    const seconds = Math.max(1, Math.ceil(detail.timeToBlockExpire));
    throw requestErrors.rateLimited(seconds);
  }
}
