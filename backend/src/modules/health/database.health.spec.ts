import { HealthIndicatorService } from '@nestjs/terminus';
import type { DatabasePingRepository } from './database-ping.repository';
import { DatabaseHealthIndicator } from './database.health';
import { CHECK_TIMEOUT_MS } from './dependency-check';

describe('DatabaseHealthIndicator', () => {
  const indicator = (ping: () => Promise<unknown>) =>
    new DatabaseHealthIndicator(
      { ping } as unknown as DatabasePingRepository,
      new HealthIndicatorService(),
    );

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

  it('is down when SELECT 1 is not answered in time, and asks a stalled server once', async () => {
    jest.useFakeTimers();
    try {
      let answer: (rows: unknown) => void = () => undefined;
      const query = jest
        .fn<Promise<unknown>, []>()
        .mockReturnValueOnce(new Promise((resolve) => (answer = resolve)))
        .mockResolvedValue([{ '?column?': 1 }]);
      const stalled = indicator(query);
      for (let probe = 0; probe < 2; probe++) {
        const result = stalled.isHealthy('database');
        await jest.advanceTimersByTimeAsync(CHECK_TIMEOUT_MS);
        await expect(result).resolves.toEqual({
          database: { status: 'down', message: `no answer in ${CHECK_TIMEOUT_MS} ms` },
        });
      }
      expect(query).toHaveBeenCalledTimes(1);
      answer([{ '?column?': 1 }]);
      await expect(stalled.isHealthy('database')).resolves.toEqual({
        database: { status: 'up' },
      });
      expect(query).toHaveBeenCalledTimes(1);
      await expect(stalled.isHealthy('database')).resolves.toEqual({
        database: { status: 'up' },
      });
      expect(query).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });
});
