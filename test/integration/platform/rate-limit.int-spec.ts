import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { API_KEY, startApi } from '../../utils/stack';

describe('rate limit', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    process.env.RATE_LIMIT_PER_MINUTE = '3';
    app = await startApi();
  });
  afterAll(async () => {
    delete process.env.RATE_LIMIT_PER_MINUTE;
    await app.close();
  });

  const call = (ip: string) =>
    app.inject({
      method: 'POST',
      url: '/api/tournament_list',
      headers: { 'api-key': API_KEY },
      payload: {},
      remoteAddress: ip,
    });

  it('answers 429 in the envelope once a client passes the limit, and only that client', async () => {
    for (let i = 0; i < 3; i++) expect((await call('10.0.0.1')).statusCode).toBe(200);
    const limited = await call('10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ status: 'E', code: 'RATE_LIMITED' });
    expect(limited.json().message).toMatch(
      /^Too many requests\. Please try again in \d+ seconds\.$/,
    );
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await call('10.0.0.2')).statusCode).toBe(200);
  });

  it('never limits the health check', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await app.inject({
        method: 'GET',
        url: '/api/health',
        remoteAddress: '10.0.0.3',
      });
      expect(res.statusCode).toBe(200);
    }
  });
});

describe('rate limit shared by two API instances', () => {
  const LIMIT = 40;
  let a: NestFastifyApplication;
  let b: NestFastifyApplication;

  beforeAll(async () => {
    process.env.RATE_LIMIT_PER_MINUTE = String(LIMIT);
    a = await startApi();
    b = await startApi();
  });
  afterAll(async () => {
    delete process.env.RATE_LIMIT_PER_MINUTE;
    await b.close();
    await a.close();
  });

  const call = (app: NestFastifyApplication) =>
    app.inject({
      method: 'POST',
      url: '/api/tournament_list',
      headers: { 'api-key': API_KEY },
      payload: {},
      remoteAddress: '10.0.9.1',
    });

  it('lets one address through about the limit in all, not the limit per instance', async () => {
    const answers = await Promise.all(
      Array.from({ length: 3 * LIMIT }, (_, i) => call(i % 2 ? a : b)),
    );
    const through = answers.filter((r) => r.statusCode === 200).length;
    // Over by at most, for the other instance, a tenth of the limit plus what it let through
    // since this one last heard from Redis (backend/README.md, Rate limits).
    expect(through).toBeGreaterThanOrEqual(LIMIT);
    expect(through).toBeLessThanOrEqual(LIMIT + 2 * (LIMIT / 10));
    const refused = answers.find((r) => r.statusCode === 429);
    expect(refused?.json()).toMatchObject({ status: 'E', code: 'RATE_LIMITED' });
    expect(refused?.headers['retry-after']).toBeDefined();
    // Once both have heard the total, both refuse.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await call(a)).statusCode).toBe(429);
    expect((await call(b)).statusCode).toBe(429);
  });
});
