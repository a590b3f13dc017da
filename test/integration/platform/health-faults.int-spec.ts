import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { eventually, startApi } from '../../utils/stack';
import {
  hideOutageErrors,
  ProxiedDependencies,
  ProxyMode,
  proxyDependencies,
} from '../../utils/tcp-proxy';

/** A probe must answer this soon whatever its dependencies do (issue 58: none came in 12 s). */
const ANSWER_WITHIN_MS = 2000;
/** A stall: every chunk held this long, longer than any probe may wait. */
const STALL_MS = 10_000;
const STARTUP_TIMEOUT_MS = 120_000;

// PostgreSQL and Redis each behind a TCP proxy the test controls (test/utils/tcp-proxy.ts): the
// health probe must answer 503 naming the one cut or stalled, in time, and 200 once it is back.
describe('health during PostgreSQL and Redis faults', () => {
  const savedCacheMs = process.env.HEALTH_CACHE_MS;
  let proxies: ProxiedDependencies;
  let app: NestFastifyApplication;

  hideOutageErrors();

  beforeAll(async () => {
    proxies = await proxyDependencies();
    // Every probe checks: none is answered from a healthy check made before the fault.
    process.env.HEALTH_CACHE_MS = '0';
    app = await startApi();
  }, STARTUP_TIMEOUT_MS);

  // Each test ends its fault; the app closes with its traffic passing.
  afterEach(() => {
    proxies.pg.set('pass');
    proxies.redis.set('pass');
  });

  afterAll(async () => {
    await app?.close();
    await proxies?.stop();
    if (savedCacheMs === undefined) delete process.env.HEALTH_CACHE_MS;
    else process.env.HEALTH_CACHE_MS = savedCacheMs;
  }, STARTUP_TIMEOUT_MS);

  /** One probe, with how long it took (a probe that never answers fails the test at its limit). */
  async function probe() {
    const started = Date.now();
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    return {
      status: res.statusCode,
      body: res.json() as { message?: string; details?: Record<string, { status: string }> },
      ms: Date.now() - started,
    };
  }

  /** The faults played: which proxy, what it does, and how soon the probe must be 200 after. */
  const FAULTS: {
    fault: string;
    dependency: 'database' | 'redis';
    mode: ProxyMode;
    backWithinMs: number;
  }[] = [
    { fault: 'Redis is cut', dependency: 'redis', mode: 'cut', backWithinMs: 5000 },
    // Back well before the stall's pings come out: a check does not queue behind them.
    { fault: 'Redis is stalled', dependency: 'redis', mode: 'slow', backWithinMs: STALL_MS / 2 },
    { fault: 'PostgreSQL is cut', dependency: 'database', mode: 'cut', backWithinMs: 10_000 },
    // The held SELECT 1 comes back when the stall's chunks are delivered.
    {
      fault: 'PostgreSQL is stalled',
      dependency: 'database',
      mode: 'slow',
      backWithinMs: STALL_MS + 5000,
    },
  ];

  it.each(FAULTS)(
    'answers 503 naming $dependency within 2 s while $fault, and 200 once it is back',
    async ({ dependency, mode, backWithinMs }) => {
      const proxy = dependency === 'redis' ? proxies.redis : proxies.pg;
      const other = dependency === 'redis' ? 'database' : 'redis';
      expect((await probe()).status).toBe(200);
      proxy.set(mode, { delayMs: STALL_MS });
      // Probe after probe during the fault: each answered in time, naming what is down.
      for (let i = 0; i < 3; i++) {
        const answer = await probe();
        expect({ status: answer.status, inTime: answer.ms <= ANSWER_WITHIN_MS }).toEqual({
          status: 503,
          inTime: true,
        });
        expect(answer.body).toMatchObject({
          message: `Unhealthy: ${dependency}`,
          details: { [dependency]: { status: 'down' }, [other]: { status: 'up' } },
        });
      }
      proxy.set('pass');
      const back = await eventually(probe, (a) => a.status === 200, backWithinMs);
      expect(back.body.details).toEqual({ database: { status: 'up' }, redis: { status: 'up' } });
    },
    40_000,
  );
});
