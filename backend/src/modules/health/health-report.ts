import { Inject, Injectable } from '@nestjs/common';
import { HealthCheckResult, HealthCheckService } from '@nestjs/terminus';
import { SharedResult } from '../../common/resilience/shared-result';
import { APP_CONFIG } from '../../config/env';
import type { AppConfig } from '../../config/env';
import { DatabaseHealthIndicator } from './database.health';
import { RedisHealthIndicator } from './redis.health';

/**
 * PostgreSQL and Redis reachability, checked once per moment: probes arriving while a check runs
 * share it, and a healthy answer serves the probes of the next HEALTH_CACHE_MS (load balancers
 * probe often; what they learn cannot change faster than that matters). A check that fails
 * rejects with terminus's 503 report naming what is down, and the next probe checks again.
 */
@Injectable()
export class HealthReport {
  private readonly report: SharedResult<HealthCheckResult>;

  constructor(
    health: HealthCheckService,
    db: DatabaseHealthIndicator,
    redis: RedisHealthIndicator,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.report = new SharedResult(
      () => health.check([() => db.isHealthy('database'), () => redis.isHealthy('redis')]),
      config.healthCacheMs,
    );
  }

  check(): Promise<HealthCheckResult> {
    return this.report.get();
  }
}
