import { Injectable } from '@nestjs/common';
import { HealthIndicatorService } from '@nestjs/terminus';
import { DataSource } from 'typeorm';

const TIMEOUT_MS = 2000;

/**
 * `SELECT 1` within a time limit. Terminus's TypeOrmHealthIndicator checks that typeorm is
 * installed (a `require` lookup) on every probe; the data source is injected here once.
 */
@Injectable()
export class DatabaseHealthIndicator {
  constructor(
    private readonly dataSource: DataSource,
    private readonly indicator: HealthIndicatorService,
  ) {}

  async isHealthy(key: string) {
    const check = this.indicator.check(key);
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.dataSource.query('SELECT 1'),
        new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`timeout of ${TIMEOUT_MS}ms exceeded`)),
            TIMEOUT_MS,
          );
        }),
      ]);
      return check.up();
    } catch (err) {
      return check.down({ message: err instanceof Error ? err.message : 'unreachable' });
    } finally {
      clearTimeout(timer);
    }
  }
}
