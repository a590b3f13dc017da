import { HealthIndicatorService } from '@nestjs/terminus';
import type { DataSource } from 'typeorm';
import { DatabaseHealthIndicator } from './database.health';

describe('DatabaseHealthIndicator', () => {
  const indicator = (query: () => Promise<unknown>) =>
    new DatabaseHealthIndicator({ query } as unknown as DataSource, new HealthIndicatorService());

  it('is up when SELECT 1 answers', async () => {
    await expect(indicator(async () => [{ '?column?': 1 }]).isHealthy('database')).resolves.toEqual(
      { database: { status: 'up' } },
    );
  });

  it('is down, saying why, when the query fails', async () => {
    const down = indicator(async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
    });
    await expect(down.isHealthy('database')).resolves.toEqual({
      database: { status: 'down', message: 'connect ECONNREFUSED 127.0.0.1:5432' },
    });
  });
});
