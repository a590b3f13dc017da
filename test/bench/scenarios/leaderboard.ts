import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { DataSource } from 'typeorm';
import { createApp } from '../../../backend/src/app.factory';
import { APP_CONFIG, AppConfig } from '../../../backend/src/config/env';
import { createRedis } from '../../../backend/src/events/redis';
import { TokensService } from '../../../backend/src/modules/auth/tokens.service';
import { GameId } from '../../../backend/src/modules/games/game-id';
import { LeaderboardService } from '../../../backend/src/modules/tournaments/leaderboard/leaderboard.service';
import { RankIndex } from '../../../backend/src/modules/tournaments/leaderboard/rank-index';
import autocannon from 'autocannon';
import { inParallel, machine, pct, insertPlayers } from '../bench-kit';

const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 1_000_000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 200);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 10_000);
const LIMIT = 50;

/**
 * The leaderboard page plus the caller's own rank at ENTRIES players, over HTTP from CLIENTS
 * concurrent clients, beside a bare route of the same server in the same run; then the SQL
 * ranking the index replaces, for scale.
 */
export async function leaderboard(): Promise<string> {
  // The bench is one client IP; its limit would otherwise answer 429.
  process.env.RATE_LIMIT_PER_MINUTE = '1000000';
  process.env.SERVE_WEB = 'false';
  const app = await createApp();
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  fastify.get('/bench/bare', async () => ({ status: 'S' }));
  await app.listen(0, '127.0.0.1');
  const base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  const config = app.get<AppConfig>(APP_CONFIG);
  const dataSource = app.get(DataSource);
  const rankIndex = app.get(RankIndex);

  const tLoad = performance.now();
  await insertPlayers(dataSource, ENTRIES);
  const [{ id }] = await dataSource.query(
    `INSERT INTO tournaments (game_id, title, starts_at, ends_at, max_participants, registered_participants, prize_table, status)
     VALUES (1, 'Bench Live', now() - interval '1 hour', now() + interval '1 day', $1, $1, '{1000,500,250}', 'live')
     RETURNING id`,
    [ENTRIES],
  );
  // Scores 0–9,999: about 100 players tied on each.
  await dataSource.query(
    `INSERT INTO tournament_entries (tournament_id, user_id, player_name, points)
     SELECT $1, id, name, abs(hashtext(id::text)) % 10000 FROM users`,
    [id],
  );
  await dataSource.query('ANALYZE tournament_entries; ANALYZE users');
  const loadSeconds = (performance.now() - tLoad) / 1000;

  const tIndex = performance.now();
  const indexed = await rankIndex.rebuild(id);
  const indexSeconds = (performance.now() - tIndex) / 1000;
  const redis = createRedis(config);
  const key = `${config.redisPrefix}:lb:{${id}}`;
  const indexBytes =
    Number(await redis.memory('USAGE', key, 'SAMPLES', '0')) +
    Number(await redis.memory('USAGE', `${key}:players`, 'SAMPLES', '0'));

  const callers: { id: string }[] = await dataSource.query(
    `SELECT user_id AS id FROM tournament_entries WHERE tournament_id = $1 ORDER BY random() LIMIT $2`,
    [id, CLIENTS],
  );
  const tokens = await Promise.all(
    callers.map(async (c) => (await app.get(TokensService).openSession(c.id)).token),
  );
  const pages = Math.ceil(ENTRIES / LIMIT);
  const leaderboardRequest = (i: number) => ({
    method: 'POST' as const,
    path: '/api/leaderboard',
    headers: {
      'content-type': 'application/json',
      'api-key': config.apiKey,
      authorization: `Bearer ${tokens[i % tokens.length]}`,
    },
    body: JSON.stringify({
      page: 1 + ((i * 7919) % pages),
      limit: LIMIT,
      inputObj: { event_id: id, game_id: 1 },
    }),
  });
  // One answer checked in full before the load: 50 rows and the caller's own rank.
  const sample = leaderboardRequest(3);
  const checked = (await (
    await fetch(`${base}${sample.path}`, { ...sample, body: sample.body })
  ).json()) as { data: { rank: number }[]; own: { user_id: string; rank: number } };
  if (checked.data.length !== LIMIT || checked.own?.user_id !== callers[3].id) {
    throw new Error(`Unexpected leaderboard answer: ${JSON.stringify(checked).slice(0, 300)}`);
  }

  // Start measuring from a clean heap: loading a million rows is setup, not serving.
  (globalThis as { gc?: () => void }).gc?.();

  // The load runs in a worker thread, so the clients do not share the server's event loop.
  const load = (requests: autocannon.Request[], amount: number) =>
    autocannon({ url: base, connections: CLIENTS, amount, workers: 1, requests });
  const bareRequests = [{ method: 'GET' as const, path: '/bench/bare' }];
  const healthRequests = [{ method: 'GET' as const, path: '/api/health' }];
  const boardRequests = Array.from({ length: 1_000 }, (_, i) => leaderboardRequest(i));
  await load(bareRequests, 2_000);
  await load(healthRequests, 2_000);
  await load(boardRequests, 2_000);
  const bare = await load(bareRequests, REQUESTS);
  const health = await load(healthRequests, REQUESTS);
  const serverSide = watchEventLoop();
  const retransmitsBefore = tcpRetransmits();
  const board = await load(boardRequests, REQUESTS);
  const retransmits = tcpRetransmits() - retransmitsBefore;
  const loop = serverSide.stop();
  const wrong = [bare, health, board].reduce((n, r) => n + r.non2xx + r.errors, 0);

  // Without the index (while it is rebuilt) the same calls are answered from SQL.
  await rankIndex.drop(id);
  const leaderboardService = app.get(LeaderboardService);
  const sqlSample = (i: number) =>
    leaderboardService.page(id, GameId.Chess, 1 + ((i * 7919) % pages), LIMIT, callers[i].id);
  await sqlSample(0);
  const sqlPage = await inParallel(20, 1, async (i) => {
    await sqlSample(i + 1);
  });
  const sqlFirstPages = await inParallel(20, 1, async (i) => {
    await leaderboardService.page(id, GameId.Chess, 1 + (i % 5), LIMIT, callers[i].id);
  });

  redis.disconnect();
  await app.close();

  const row = (name: string, r: autocannon.Result) =>
    `| ${name} | ${(r.requests.total / r.duration).toFixed(0)} | ${r.latency.p50.toFixed(1)} | ${r.latency.p99.toFixed(1)} |`;
  return [
    '# Benchmark: leaderboard at scale',
    '',
    `${machine()} ${ENTRIES.toLocaleString('en')} entries in one live chess tournament, scores 0–9,999 (about ${Math.round(ENTRIES / 10_000)} players tied per score). Data loaded in ${loadSeconds.toFixed(1)} s; rank index built from PostgreSQL in ${indexSeconds.toFixed(1)} s (${indexed?.toLocaleString('en')} entries, ${(indexBytes / 2 ** 20).toFixed(0)} MiB in Redis).`,
    '',
    `${REQUESTS.toLocaleString('en')} HTTP requests per row from ${CLIENTS} concurrent clients (autocannon in a worker thread, keep-alive) on the same 2-core machine as the API, after 2,000 warm-up requests each. Leaderboard calls: POST /api/leaderboard, ${LIMIT} rows of a page spread over all ${pages.toLocaleString('en')} pages, with a bearer token so the caller's own row and rank are included. Bare: a route on the same Fastify server that answers a constant; health: the cheapest real endpoint, for reference.`,
    '',
    '| endpoint | requests/s | p50 ms | p99 ms |',
    '|---|---|---|---|',
    row('bare route (same server)', bare),
    row('GET /api/health (full stack, one PostgreSQL and one Redis round trip)', health),
    row(`leaderboard page (${LIMIT} rows) + own rank`, board),
    '',
    `While the leaderboard load ran, the server's event loop was delayed p50 ${loop.delayP50.toFixed(0)} ms, p99 ${loop.delayP99.toFixed(0)} ms, max ${loop.delayMax.toFixed(0)} ms; garbage collection took ${loop.gcMs.toFixed(0)} ms of the ${(board.duration * 1000).toFixed(0)} ms (longest pause ${loop.gcMaxMs.toFixed(0)} ms). The machine's TCP stack retransmitted ${Number.isNaN(retransmits) ? 'an unknown number of' : retransmits} segments meanwhile (each holds a request back by at least the 200 ms minimum retransmission timeout).`,
    '',
    `Leaderboard time / bare time: **${(board.duration / board.requests.total / (bare.duration / bare.requests.total)).toFixed(2)}×**. Errors and non-2xx answers: ${wrong}.`,
    '',
    `Without the index (after a Redis restart, until the worker has rebuilt it) the same call is answered from SQL, walking the standings index: one at a time, a page spread over all pages plus the own rank p50 ${pct(sqlPage, 0.5).toFixed(0)} ms, p99 ${pct(sqlPage, 0.99).toFixed(0)} ms; one of the first five pages plus the own rank p50 ${pct(sqlFirstPages, 0.5).toFixed(0)} ms.`,
  ].join('\n');
}

/** Event-loop delay and GC pauses of this process while a load runs. */
function watchEventLoop() {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  let gcMs = 0;
  let gcMaxMs = 0;
  const gc = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gcMs += entry.duration;
      gcMaxMs = Math.max(gcMaxMs, entry.duration);
    }
  });
  gc.observe({ entryTypes: ['gc'] });
  delay.enable();
  return {
    stop() {
      delay.disable();
      gc.disconnect();
      const ms = (ns: number) => ns / 1e6;
      return {
        delayP50: ms(delay.percentile(50)),
        delayP99: ms(delay.percentile(99)),
        delayMax: ms(delay.max),
        gcMs,
        gcMaxMs,
      };
    },
  };
}

/** TCP segments this machine has retransmitted so far (Linux), NaN where unknown. */
function tcpRetransmits(): number {
  try {
    const tcp = readFileSync('/proc/net/snmp', 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('Tcp:'))
      .map((line) => line.split(/\s+/));
    return Number(tcp[1][tcp[0].indexOf('RetransSegs')]);
  } catch {
    return NaN;
  }
}
