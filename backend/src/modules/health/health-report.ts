import { Inject, Injectable } from '@nestjs/common';
import { HealthCheckResult, HealthCheckService } from '@nestjs/terminus';
import { APP_CONFIG } from '../../config/env';
import type { AppConfig } from '../../config/env';
import { DatabaseHealthIndicator } from './database.health';
import { RedisHealthIndicator } from './redis.health';

/**
 * PostgreSQL and Redis reachability, checked once per moment: probes arriving while a check runs
 * share it, and its answer serves the probes of the next HEALTH_CACHE_MS (load balancers probe
 * often; what they learn cannot change faster than that matters). A check that fails rejects
 * with terminus's 503 report naming what is down.
 */
@Injectable()
export class HealthReport {
  private last?: Promise<HealthCheckResult>;
  private lastEndedAt = 0;
  private running = false;

  constructor(
    private readonly health: HealthCheckService,
    private readonly db: DatabaseHealthIndicator,
    private readonly redis: RedisHealthIndicator,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  check(): Promise<HealthCheckResult> {
    if (this.last && (this.running || Date.now() - this.lastEndedAt < this.config.healthCacheMs)) {
      return this.last;
    }
    this.running = true;
    const check = this.health.check([
      () => this.db.isHealthy('database'),
      () => this.redis.isHealthy('redis'),
    ]);
    const ended = () => {
      this.running = false;
      this.lastEndedAt = Date.now();
    };
    check.then(ended, ended);
    this.last = check;
    return check;
  }
}
