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
  BASELINE,
  Call,
  fullStackRows,
  measureRows,
  RowSpec,
  rowsTable,
  loaderNote,
} from '../load';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

@Module({ imports: [ConfigModule, DatabaseModule, AuthModule] })
class SessionsModule {}

/**
 * `npm run bench -- api`: the request path layer by layer. Each row is its own API process
 * (test/bench/api-stack.ts) so its CPU is its own: a bare Fastify route, then a Nest route with
 * one more layer per row, then the production app's no-op and health routes. Each row: closed
 * loop at saturation, then an open loop at half that rate; CPU per request of the API, the
 * PostgreSQL backends of this database, Redis and the load generator.
 */
export async function api(): Promise<string> {
  const load0 = loadavg();
  // A run outlasts the default 15-minute access token on a busy machine.
  process.env.ACCESS_TOKEN_TTL_SECONDS = '86400';
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

  const specs: RowSpec[] = [
    {
      name: 'bare Fastify route (POST, same body)',
      env: { BENCH_STACK: 'bare' },
      calls: post('/bare'),
    },
    {
      // For scale: what the leaderboard bench's bare row sends.
      name: 'bare Fastify route (GET, no body, no headers)',
      env: { BENCH_STACK: 'bare' },
      calls: [{ method: 'GET', path: '/bare' }],
    },
  ];
  for (let i = 0; i < LAYERS.length; i++) {
    const layers = LAYERS.slice(0, i + 1);
    const layer: RowSpec = {
      name: i === 0 ? 'Nest route, no guards' : `+ ${LAYERS[i]}`,
      // Without the logging layer nothing is logged.
      env: {
        BENCH_STACK: layers.join(','),
        LOG_LEVEL: layers.includes('logging') ? 'info' : 'silent',
      },
      calls: post('/api/noop'),
    };
    // The baseline build's rows from validation on, the layers issue 27 cut (validation,
    // logging, security headers, the bearer check) and the one between them (metrics).
    if (BASELINE && i >= LAYERS.indexOf('validation')) {
      specs.push({
        ...layer,
        name: `${layer.name}, before`,
        env: { ...layer.env, BENCH_APP_ROOT: BASELINE },
      });
    }
    specs.push(layer);
  }
  specs.push(
    ...fullStackRows([
      ['full stack: no-op /api route (signed in)', post('/api/noop')],
      ['full stack: GET /api/health', health],
    ]),
  );
  const rows = await measureRows(
    specs.map((spec) => ({ ...spec, env: { ...env, ...spec.env } })),
    { seconds: SECONDS, rounds: ROUNDS, connections: CLIENTS, pgPids, redisPid, injected: 2_000 },
  );
  await ctx.close();
  const load1 = loadavg();

  return [
    '# Benchmark: the API request path, layer by layer',
    '',
    `${machine()} Load average before the run ${load0.map((l) => l.toFixed(2)).join(', ')}; after ${load1.map((l) => l.toFixed(2)).join(', ')} (other engineers share this 2-core machine).`,
    '',
    `Each row is its own API process (\`test/bench/api-stack.ts\`), all started first and then measured round-robin, ${ROUNDS} rounds, so a busy spell of the shared machine falls on every row alike; figures are medians over the rounds (each round's closed-loop rate listed). Calls: \`POST {"page":1,"limit":50}\` with the api-key and a bearer token (health: \`GET /api/health\`). Layers add up row by row, each wired the way createApp wires it; rows without the logging layer run LOG_LEVEL=silent, the others info with logs to a file. "before" rows run the baseline build${BASELINE ? '' : ' (absent in this run)'}. ${loaderNote(CLIENTS, SECONDS)} Open loop: calls start at a fixed rate, half the row's closed-loop rate, for ${SECONDS} s after 1 s of warm-up; latency counts from each call's scheduled start (no coordinated omission); client lag: how late the client (undici, in a worker thread) started its calls, p99: where it exceeds a few ms the client could not keep the rate and the latencies are its own. CPU µs per request over the closed loop: the API process (× bare: its multiple of the bare POST route's), the PostgreSQL backends of this database, and the Redis server (shared with the machine's other users). Injected: the API process's own CPU µs per call over 2,000 calls injected in process (Fastify's inject, 20 at a time: no sockets, no load generator), a cost the shared machine's other work does not distort; its ratio to the bare row is the throughput ratio a machine with nothing else to do would approach where the API is the bottleneck. TCP: segments retransmitted machine-wide / of which tail-loss probes.`,
    '',
    ...rowsTable(rows),
  ].join('\n');
}
