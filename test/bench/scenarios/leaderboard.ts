import type { FastifyInstance } from 'fastify';
import { loadavg } from 'node:os';
import type { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { createApp } from '../../../backend/src/app.factory';
import { APP_CONFIG, AppConfig } from '../../../backend/src/config/env';
import { createRedis } from '../../../backend/src/events/redis';
import { TokensService } from '../../../backend/src/modules/auth/tokens.service';
import { GameId } from '../../../backend/src/modules/games/game-id';
import { LeaderboardService } from '../../../backend/src/modules/tournaments/leaderboard/leaderboard.service';
import { RankIndex } from '../../../backend/src/modules/tournaments/leaderboard/rank-index';
import { TournamentResultsService } from '../../../backend/src/modules/tournaments/results/tournament-results.service';
import { inParallel, liveTournamentOf, machine, pct } from '../bench-kit';
import { NOOP_BODY } from '../api-stack';
import {
  BASELINE,
  Call,
  fullStackRows,
  leaderboardCall,
  measureRows,
  RowSpec,
  rowsTable,
  loaderNote,
} from '../load';

const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 1_000_000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const LIMIT = 50;
/** Standing changes a second while the rows are measured (0: the standings stand still). */
const CHANGES = Number(process.env.BENCH_CHANGES ?? 0);
/**
 * What each change is: `top` (a caller's result puts them first, passing everyone: the widest
 * move) or `win` (a player anywhere on the board gains a point, one tie group up: a won game).
 */
const CHANGE = process.env.BENCH_CHANGE === 'win' ? 'win' : 'top';
const NOOP_ROW = 'no-op /api route (signed in, the same callers)';

/**
 * The leaderboard page plus the caller's own rank at ENTRIES players, over HTTP from CLIENTS
 * concurrent clients, beside a bare Fastify process and health (this build and, with
 * BENCH_BASELINE=<dist of another build>, that one) in the same run, closed and open loop; then the SQL
 * ranking the index replaces, for scale.
 */
export async function leaderboard(): Promise<string> {
  const load0 = loadavg();
  // A run outlasts the default 15-minute access token on a busy machine.
  process.env.ACCESS_TOKEN_TTL_SECONDS = '86400';
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
  // Scores 0–9,999: about 100 players tied on each.
  const id = await liveTournamentOf(dataSource, ENTRIES);
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
  const leaderboardRequest = leaderboardCall(config.apiKey, tokens, id, ENTRIES, LIMIT);
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

  // Each endpoint is served by its own API process (as production runs it), so the CPU figures
  // are the API's alone; the load runs here (wrk or autocannon, see load.ts, then the open loop).
  const stackEnv = {
    LOG_LEVEL: 'info',
    SERVE_WEB: 'false',
    RATE_LIMIT_PER_MINUTE: '1000000',
  };
  const boardCalls: Call[] = Array.from({ length: 1_000 }, (_, i) => leaderboardRequest(i));
  // The same callers through the same stack to a route that does nothing: what the leaderboard
  // itself adds is the difference.
  const noopCalls: Call[] = tokens.map((token) => ({
    method: 'POST',
    path: '/api/noop',
    headers: {
      'content-type': 'application/json',
      'api-key': config.apiKey,
      authorization: `Bearer ${token}`,
    },
    body: JSON.stringify(NOOP_BODY),
  }));
  const pgPids = async () =>
    (
      (await dataSource.query(
        `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
      )) as { pid: number }[]
    ).map((r) => r.pid);
  const redisPid = Number(/process_id:(\d+)/.exec(await redis.info('server'))?.[1]);
  const specs: RowSpec[] = [
    {
      name: 'bare Fastify route (own process)',
      env: { BENCH_STACK: 'bare' },
      calls: [{ method: 'GET', path: '/bare' }],
    },
  ];
  specs.push(
    ...fullStackRows([
      [
        'GET /api/health (one PostgreSQL and one Redis round trip)',
        [{ method: 'GET', path: '/api/health' }],
      ],
      [NOOP_ROW, noopCalls],
      [`leaderboard page (${LIMIT} rows) + own rank`, boardCalls],
    ]),
  );
  // A live tournament's standings move while it is read: results recorded as players finish,
  // each bumping the index's version (what the readers hold is then asked for again).
  let changes = 0;
  const results = app.get(TournamentResultsService);
  const winners: { id: string; points: number }[] =
    CHANGES > 0 && CHANGE === 'win'
      ? await dataSource.query(
          `SELECT user_id AS id, points FROM tournament_entries WHERE tournament_id = $1 ORDER BY random() LIMIT 2000`,
          [id],
        )
      : [];
  const writer =
    CHANGES > 0
      ? setInterval(() => {
          const change = changes++;
          const winner = winners[change % winners.length];
          const result =
            CHANGE === 'win'
              ? { user_id: winner.id, points: ++winner.points }
              : { user_id: callers[change % callers.length].id, points: 10_001 + change };
          results
            .record(id, [result])
            .catch((err: Error) => console.error(`change not recorded: ${err.message}`));
        }, 1000 / CHANGES)
      : undefined;
  const rows = await measureRows(
    specs.map((spec) => ({ ...spec, env: { ...stackEnv, ...spec.env } })),
    { seconds: SECONDS, rounds: ROUNDS, connections: CLIENTS, pgPids, redisPid, injected: 2_000 },
  );
  clearInterval(writer);
  const wrong = rows.reduce((n, r) => n + r.closed.wrong + r.open.wrong, 0);
  const bareRate = rows[0].closed.rate;
  const board = rows[rows.length - 1];
  const noop = rows.find((r) => r.name === NOOP_ROW);

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

  return [
    '# Benchmark: leaderboard at scale',
    '',
    `${machine()} Load average before the load ${load0.map((l) => l.toFixed(2)).join(', ')}, after ${loadavg()
      .map((l) => l.toFixed(2))
      .join(
        ', ',
      )} (other engineers share this 2-core machine). ${ENTRIES.toLocaleString('en')} entries in one live chess tournament, scores 0–9,999 (about ${Math.round(ENTRIES / 10_000)} players tied per score). Data loaded in ${loadSeconds.toFixed(1)} s; rank index built from PostgreSQL in ${indexSeconds.toFixed(1)} s (${indexed?.toLocaleString('en')} entries, ${(indexBytes / 2 ** 20).toFixed(0)} MiB in Redis).`,
    '',
    `Each row is its own API process (\`test/bench/api-stack.ts\`: the production app, LOG_LEVEL=info, logs to a file; "before" rows run the baseline build${BASELINE ? '' : ', absent in this run'}), all started first and measured round-robin, ${ROUNDS} rounds; medians. ${loaderNote(CLIENTS, SECONDS)} Open loop: calls start at a fixed rate, half the row's closed-loop rate, for ${SECONDS} s after 1 s of warm-up; latency counts from each call's scheduled start; client lag: how late the client (undici, in a worker thread) started its calls, p99 (above a few ms the latencies are the client's own). Leaderboard calls: POST /api/leaderboard, ${LIMIT} rows of a page spread over all ${pages.toLocaleString('en')} pages, with a bearer token so the caller's own row and rank are included. ${CHANGES > 0 ? `While the rows were measured the standings changed ${CHANGES} times a second (${changes.toLocaleString('en')} results recorded, each broadcast to the readers; ${CHANGE === 'win' ? 'each a player anywhere on the board gaining a point, `BENCH_CHANGE=win`' : 'each putting one of the callers first, passing everyone'}).` : 'The standings did not change while the rows were measured (`BENCH_CHANGES=<n>` makes n changes a second).'} CPU per request in µs over the closed loop (API CPU × bare: the multiple of the bare route's). Injected: the API process's own CPU µs per call over 2,000 calls injected in process (no sockets, no load generator; the leaderboard row repeats one page). TCP: segments retransmitted / of which tail-loss probes, machine-wide.`,
    '',
    ...rowsTable(rows),
    '',
    `Leaderboard time / bare time: **${(bareRate / board.closed.rate).toFixed(2)}×** (${(board.closed.rate / bareRate).toFixed(2)}× the bare rate). Errors and non-2xx answers: ${wrong}.${noop ? ` The leaderboard call's API CPU over the signed-in no-op's (what the call itself adds): ${(board.cpu.api - noop.cpu.api).toFixed(0)} µs.` : ''}`,
    '',
    `Without the index (after a Redis restart, until the worker has rebuilt it) the same call is answered from SQL, walking the standings index: one at a time, a page spread over all pages plus the own rank p50 ${pct(sqlPage, 0.5).toFixed(0)} ms, p99 ${pct(sqlPage, 0.99).toFixed(0)} ms; one of the first five pages plus the own rank p50 ${pct(sqlFirstPages, 0.5).toFixed(0)} ms.`,
  ].join('\n');
}
