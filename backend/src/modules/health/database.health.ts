import { Injectable } from '@nestjs/common';
import { HealthIndicatorService } from '@nestjs/terminus';
import { DataSource } from 'typeorm';
import { pingWithin } from './dependency-check';

/**
 * `SELECT 1` within CHECK_TIMEOUT_MS. Terminus's TypeOrmHealthIndicator checks that typeorm is
 * installed (a `require` lookup) on every probe; the data source is injected here once.
 */
@Injectable()
export class DatabaseHealthIndicator {
  /**
   * The query PostgreSQL has not answered yet: a stalled server is asked once, not once per probe
   * (each unanswered query holds a pooled connection until the stall ends).
   */
  private unanswered?: Promise<unknown>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly indicator: HealthIndicatorService,
  ) {}

  isHealthy(key: string) {
    return pingWithin(this.indicator, key, () => {
      this.unanswered ??= this.dataSource.query('SELECT 1').finally(() => {
        this.unanswered = undefined;
      });
      return this.unanswered;
    });
  }
}
