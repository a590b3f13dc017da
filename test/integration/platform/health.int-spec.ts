import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { HealthCheckService, HealthIndicatorService } from '@nestjs/terminus';
import { DataSource } from 'typeorm';
import { apiDocument } from '../../../backend/src/server/api-docs';
import { toApiError } from '../../../backend/src/common/http/api-exception.filter';
import { APP_CONFIG, AppConfig } from '../../../backend/src/config/env';
import { dataSourceOptions } from '../../../backend/src/database/data-source';
import { DatabasePingRepository } from '../../../backend/src/modules/health/database-ping.repository';
import { DatabaseHealthIndicator } from '../../../backend/src/modules/health/database.health';
import { HealthReport } from '../../../backend/src/modules/health/health-report';
import { RedisHealthIndicator } from '../../../backend/src/modules/health/redis.health';
import { startApi } from '../../utils/stack';

const CACHE_MS = 400;

describe('health check', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    process.env.HEALTH_CACHE_MS = String(CACHE_MS);
    app = await startApi();
  });
  afterAll(async () => {
    delete process.env.HEALTH_CACHE_MS;
    await app.close();
  });
  afterEach(() => jest.restoreAllMocks());

  const probe = () => app.inject({ method: 'GET', url: '/api/health' });
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('answers up to the first probes arriving together, while its Redis client connects', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, probe));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(answers[19].json()).toMatchObject({
      details: { database: { status: 'up' }, redis: { status: 'up' } },
    });
  });

  it('is never cached, and its document shows the 503 it answers: the error envelope', async () => {
    expect((await probe()).headers['cache-control']).toBe('no-cache, no-store, must-revalidate');
    const document = apiDocument(app);
    expect(document.paths['/api/health'].get?.responses['503']).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiErrorDto' } } },
    });
  });

  it('pings PostgreSQL and Redis once for probes arriving together, and reuses that for HEALTH_CACHE_MS', async () => {
    // Watched, not replaced: the real pings still run.
    const db = jest.spyOn(app.get(DatabaseHealthIndicator), 'isHealthy');
    const redis = jest.spyOn(app.get(RedisHealthIndicator), 'isHealthy');
    await pause(CACHE_MS);
    const together = await Promise.all(Array.from({ length: 30 }, probe));
    expect(together.map((a) => a.statusCode)).toEqual(Array(30).fill(200));
    expect([db.mock.calls.length, redis.mock.calls.length]).toEqual([1, 1]);

    expect((await probe()).statusCode).toBe(200);
    expect([db.mock.calls.length, redis.mock.calls.length]).toEqual([1, 1]);
    await pause(CACHE_MS);
    expect((await probe()).statusCode).toBe(200);
    expect([db.mock.calls.length, redis.mock.calls.length]).toEqual([2, 2]);
  });

  it('answers 503 naming a dependency that went down, within HEALTH_CACHE_MS', async () => {
    const config = app.get<AppConfig>(APP_CONFIG);
    // A PostgreSQL connection of its own, to lose.
    const own = await new DataSource(dataSourceOptions(config)).initialize();
    const report = new HealthReport(
      app.get(HealthCheckService),
      new DatabaseHealthIndicator(new DatabasePingRepository(own), app.get(HealthIndicatorService)),
      app.get(RedisHealthIndicator),
      config,
    );
    await expect(report.check()).resolves.toMatchObject({ status: 'ok' });
    await own.destroy();
    await pause(CACHE_MS);
    const error = await report.check().then(
      () => null,
      (err: unknown) => err,
    );
    expect(toApiError(error)).toMatchObject({
      httpStatus: 503,
      body: {
        status: 'E',
        message: 'Unhealthy: database',
        code: 'UNHEALTHY',
        details: { database: { status: 'down' }, redis: { status: 'up' } },
      },
    });
  });
});
