import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { loadavg } from 'node:os';
import { DataSource } from 'typeorm';
import { ConfigModule } from '../../../backend/src/config/config.module';
import { APP_CONFIG, AppConfig } from '../../../backend/src/config/env';
import { DatabaseModule } from '../../../backend/src/database/database.module';
import { createRedis } from '../../../backend/src/events/redis';
import { AuthModule } from '../../../backend/src/modules/auth/auth.module';
import { TokensService } from '../../../backend/src/modules/auth/tokens.service';
import { LAYERS, NOOP_BODY } from '../api-stack';
import { insertPlayers, machine } from '../bench-kit';
import {
  Call,
  closedLoop,
  ClosedLoop,
  cpuMeter,
  openLoop,
  OpenLoop,
  startStack,
  tcpRetransmits,
} from '../load';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const BASELINE = process.env.BENCH_BASELINE;

@Module({ imports: [ConfigModule, DatabaseModule, AuthModule] })
class SessionsModule {}

interface Row {
  name: string;
  closed: ClosedLoop;
  open: OpenLoop;
  cpuMs: { api: number; pg: number; redis: number; load: number };
  retransmits: number;
}

/**
 * `npm run bench -- api`: the request path layer by layer. Each row is its own API process
 * (test/bench/api-stack.ts) so its CPU is its own: a bare Fastify route, then a Nest route with
 * one more layer per row, then the production app's no-op and health routes. Each row: closed
 * loop at saturation, then an open loop at half that rate; CPU per request of the API, the
 * PostgreSQL backends of this database, Redis and the load generator.
 */
export async function api(): Promise<string> {
  const load0 = loadavg();
  const ctx = await NestFactory.createApplicationContext(SessionsModule, { logger: ['error'] });
  const dataSource = ctx.get(DataSource);
  const config = ctx.get<AppConfig>(APP_CONFIG);
  await insertPlayers(dataSource, CLIENTS);
  const users: { id: string }[] = await dataSource.query('SELECT id FROM users');
  const tokens = await Promise.all(
    users.map(async (u) => (await ctx.get(TokensService).openSession(u.id)).token),
  );
  const redis = createRedis(config);
  const redisPid = Number(/process_id:(\d+)/.exec(await redis.info('server'))?.[1]);
  redis.disconnect();
  const pgPids = async () =>
    (
      (await dataSource.query(
        `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
      )) as { pid: number }[]
    ).map((r) => r.pid);

  const post = (path: string): Call[] =>
    tokens.map((token) => ({
      method: 'POST',
      path,
      headers: {
        'content-type': 'application/json',
        'api-key': config.apiKey,
        authorization: `Bearer ${token}`,
      },
      body: JSON.stringify(NOOP_BODY),
    }));
  const health: Call[] = [{ method: 'GET', path: '/api/health' }];
  const env = {
    LOG_LEVEL: 'info',
    SERVE_WEB: 'false',
    // One client address for the whole load: the limit would otherwise answer 429.
    RATE_LIMIT_PER_MINUTE: '1000000',
  };

  const measure = async (
    name: string,
    stackEnv: Record<string, string>,
    calls: Call[],
  ): Promise<Row> => {
    const stack = await startStack({ ...env, ...stackEnv });
    try {
      await closedLoop(stack.base, calls, 2, CLIENTS);
      const apiCpu = cpuMeter(async () => [stack.pid]);
      const pgCpu = cpuMeter(pgPids);
      const redisCpu = cpuMeter(async () => [redisPid]);
      await Promise.all([apiCpu.start(), pgCpu.start(), redisCpu.start()]);
      const loadCpu = process.cpuUsage();
      const retransmitsBefore = tcpRetransmits();
      const closed = await closedLoop(stack.base, calls, SECONDS, CLIENTS);
      const retransmits = tcpRetransmits() - retransmitsBefore;
      const used = process.cpuUsage(loadCpu);
      const [a, p, r] = await Promise.all([apiCpu.stop(), pgCpu.stop(), redisCpu.stop()]);
      const n = closed.rate * SECONDS;
      const perRequest = (seconds: number) => (seconds * 1e6) / n;
      const open = await openLoop(stack.base, calls, Math.round(closed.rate / 2), SECONDS);
      return {
        name,
        closed,
        open,
        cpuMs: {
          api: perRequest(a),
          pg: perRequest(p),
          redis: perRequest(r),
          load: perRequest((used.user + used.system) / 1e6),
        },
        retransmits,
      };
    } finally {
      await stack.stop();
    }
  };

  const rows: Row[] = [];
  rows.push(
    await measure('bare Fastify route (POST, same body)', { BENCH_STACK: 'bare' }, post('/bare')),
  );
  for (let i = 0; i < LAYERS.length; i++) {
    const name = i === 0 ? 'Nest route, no guards' : `+ ${LAYERS[i]}`;
    const layers = LAYERS.slice(0, i + 1);
    const logLevel = layers.includes('logging') ? 'info' : 'silent';
    rows.push(
      await measure(
        name,
        { BENCH_STACK: layers.join(','), LOG_LEVEL: logLevel },
        post('/api/noop'),
      ),
    );
  }
  const baseline = (name: string, calls: Call[]) =>
    BASELINE
      ? measure(
          `${name}, before (baseline build)`,
          { BENCH_STACK: 'full', BENCH_APP_ROOT: BASELINE },
          calls,
        )
      : undefined;
  const pushBoth = async (name: string, calls: Call[]) => {
    const before = await baseline(name, calls);
    if (before) rows.push(before);
    rows.push(await measure(name, { BENCH_STACK: 'full' }, calls));
  };
  await pushBoth('full stack: no-op /api route (signed in)', post('/api/noop'));
  await pushBoth('full stack: GET /api/health', health);
  await ctx.close();
  const load1 = loadavg();

  const bare = rows[0].closed.rate;
  const f = (x: number, d = 0) => x.toFixed(d);
  const table = rows.map(
    (r) =>
      `| ${r.name} | ${f(r.closed.rate)} | ${(r.closed.rate / bare).toFixed(2)}× | ${f(r.closed.p50, 1)} | ${f(r.closed.p99, 1)} | ${f(r.open.rate)} | ${f(r.open.p50, 1)} | ${f(r.open.p99, 1)} | ${f(r.cpuMs.api)} | ${f(r.cpuMs.pg)} | ${f(r.cpuMs.redis)} | ${f(r.cpuMs.load)} | ${r.closed.wrong + r.open.wrong} | ${Number.isNaN(r.retransmits) ? '?' : r.retransmits} |`,
  );
  return [
    '# Benchmark: the API request path, layer by layer',
    '',
    `${machine()} Load average before the run ${load0.map((l) => l.toFixed(2)).join(', ')}; after ${load1.map((l) => l.toFixed(2)).join(', ')} (other engineers share this 2-core machine).`,
    '',
    `Each row is a fresh API process (\`test/bench/api-stack.ts\`, LOG_LEVEL=info, logs to a file) serving \`POST ${'{'}"page":1,"limit":50}\` with the api-key and a bearer token. Closed loop: ${CLIENTS} keep-alive clients (autocannon in a worker thread) for ${SECONDS} s after 2 s of warm-up. Open loop: calls start at a fixed rate, half the row's closed-loop rate, for ${SECONDS} s after 1 s of warm-up; each latency counts from the call's scheduled start. CPU per request (µs) over the closed loop: the API process, the PostgreSQL backends of this database, the Redis server (shared with other users of this machine), and the load generator. Retransmits: TCP segments the machine retransmitted during the closed loop.`,
    '',
    '| stack | req/s (closed) | × bare | p50 ms | p99 ms | open-loop req/s | open p50 ms | open p99 ms | API µs CPU/req | PostgreSQL µs/req | Redis µs/req | load gen µs/req | errors + non-2xx | TCP retransmits |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...table,
  ].join('\n');
}
