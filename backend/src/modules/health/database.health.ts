import { Injectable } from '@nestjs/common';
import { HealthIndicatorService } from '@nestjs/terminus';
import { DatabasePingRepository } from './database-ping.repository';
import { pingWithin } from './dependency-check';

/**
 * `SELECT 1` within CHECK_TIMEOUT_MS. Terminus's TypeOrmHealthIndicator checks that typeorm is
 * installed (a `require` lookup) on every probe, and asks a stalled server again on each; the
 * data source is injected here once (DatabasePingRepository).
 */
@Injectable()
export class DatabaseHealthIndicator {
  /**
   * The query PostgreSQL has not answered yet: a stalled server is asked once, not once per probe
   * (each unanswered query holds a pooled connection until the stall ends).
   */
  private unanswered?: Promise<unknown>;

  constructor(
    private readonly database: DatabasePingRepository,
    private readonly indicator: HealthIndicatorService,
  ) {}

  isHealthy(key: string) {
    return pingWithin(this.indicator, key, () => {
      this.unanswered ??= this.database.ping().finally(() => {
        this.unanswered = undefined;
      });
      return this.unanswered;
    });
  }
}
