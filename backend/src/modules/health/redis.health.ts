import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { HealthIndicatorService } from '@nestjs/terminus';
import { APP_CONFIG } from '../../config/env';
import type { AppConfig } from '../../config/env';
import { createRedis, RedisClient } from '../../events/redis';
import { CHECK_TIMEOUT_MS, pingWithin } from './dependency-check';

/**
 * PING within CHECK_TIMEOUT_MS, on a connection of its own. It never waits on ioredis: no offline
 * queue, no reconnecting in the background (a check connects when it needs to, within its time),
 * and a check that fails drops its client, so the next one starts on a fresh connection rather
 * than behind the pings a stalled one still holds.
 */
@Injectable()
export class RedisHealthIndicator implements OnModuleDestroy {
  private redis: RedisClient;
  private connecting?: Promise<void>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly indicator: HealthIndicatorService,
  ) {
    this.redis = this.newClient();
  }

  async isHealthy(key: string) {
    // A client that lost its connection since the last check stays closed: start afresh.
    if (this.redis.status === 'end') this.renew();
    const result = await pingWithin(this.indicator, key, () => this.ping());
    if (result[key].status === 'down') this.renew();
    return result;
  }

  private async ping(): Promise<void> {
    // Probes arriving together share one connection attempt: a ping sent while it is still
    // connecting would fail (no offline queue) and report Redis down.
    if (this.redis.status === 'wait') this.connecting = this.redis.connect();
    if (this.redis.status !== 'ready') await this.connecting;
    await this.redis.ping();
  }

  private renew(): void {
    this.redis.disconnect();
    this.redis = this.newClient();
    this.connecting = undefined;
  }

  private newClient(): RedisClient {
    const redis = createRedis(this.config, {
      lazyConnect: true,
      enableOfflineQueue: false,
      retryStrategy: () => null,
      connectTimeout: CHECK_TIMEOUT_MS,
    });
    // The check reports what failed; ioredis would print it too.
    redis.on('error', () => undefined);
    return redis;
  }

  onModuleDestroy() {
    this.redis.disconnect();
  }
}
