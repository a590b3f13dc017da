import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { HealthIndicatorService } from '@nestjs/terminus';
import { APP_CONFIG } from '../../config/env';
import type { AppConfig } from '../../config/env';
import { createRedis } from '../../events/redis';

@Injectable()
export class RedisHealthIndicator implements OnModuleDestroy {
  private readonly redis;
  private connecting?: Promise<void>;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly indicator: HealthIndicatorService,
  ) {
    // Fail fast: a health check must answer quickly when Redis is away.
    this.redis = createRedis(config, {
      lazyConnect: true,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      enableOfflineQueue: false,
    });
  }

  async isHealthy(key: string) {
    const check = this.indicator.check(key);
    try {
      // Probes arriving together share one connection attempt: a ping sent while it is still
      // connecting would fail (no offline queue) and report Redis down.
      if (this.redis.status === 'wait' || this.redis.status === 'end') {
        this.connecting = this.redis.connect();
      }
      if (this.redis.status !== 'ready') await this.connecting;
      await this.redis.ping();
      return check.up();
    } catch (err) {
      return check.down({ message: err instanceof Error ? err.message : 'unreachable' });
    }
  }

  async onModuleDestroy() {
    this.redis.disconnect();
  }
}
