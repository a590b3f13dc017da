import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { DataSource } from 'typeorm';
import { createApp } from '../../../backend/src/app.factory';
import { APP_CONFIG, AppConfig } from '../../../backend/src/config/env';
import { TokensService } from '../../../backend/src/modules/auth/tokens.service';
import { GameId } from '../../../backend/src/modules/games/game-id';
import { GameSessionsService } from '../../../backend/src/modules/games/game-sessions.service';
import { inParallel, insertPlayers, machine, pct } from '../bench-kit';
import type { ClientJob, ClientResult } from './game-sessions-client';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = 2;

/** Runs the clients in a worker thread and waits for their figures. */
function load(job: ClientJob): Promise<ClientResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(join(__dirname, 'game-sessions-client.js'), { workerData: job });
    worker.once('message', (result: ClientResult) => {
      void worker.terminate();
      resolve(result);
    });
    worker.once('error', reject);
  });
}

/** Rounds of one row together; per-request percentiles are the worst round's. */
function merge(results: ClientResult[]): ClientResult {
  return {
    seconds: results.reduce((s, r) => s + r.seconds, 0),
    done: results.reduce((s, r) => s + r.done, 0),
    latencies: results.flatMap((r) => r.latencies).sort((a, b) => a - b),
    requestP50: Math.max(...results.map((r) => r.requestP50)),
    requestP99: Math.max(...results.map((r) => r.requestP99)),
    failures: results.reduce((s, r) => s + r.failures, 0),
    firstFailure: results.find((r) => r.firstFailure)?.firstFailure ?? null,
  };
}

/**
 * game_start + game_end pairs (MR RACER) from CLIENTS players at once, each with its own bearer
 * token, beside GET /api/health from the same clients in alternating rounds of the same run;
 * then checks every pair recorded exactly one run and each player's first play was raised once.
 */
export async function gameSessions(): Promise<string> {
  // The bench is one client IP; its limit would otherwise answer 429.
  process.env.RATE_LIMIT_PER_MINUTE = '1000000';
  process.env.SERVE_WEB = 'false';
  const app = await createApp();
  await app.listen(0, '127.0.0.1');
  const base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  const config = app.get<AppConfig>(APP_CONFIG);
  const dataSource = app.get(DataSource);

  const [load1] = loadavg();
  await insertPlayers(dataSource, CLIENTS);
  const players: { id: string }[] = await dataSource.query(`SELECT id FROM users ORDER BY id`);
  const tokens = await Promise.all(
    players.map(async (p) => (await app.get(TokensService).openSession(p.id)).token),
  );
  const job = (mode: ClientJob['mode'], seconds: number): ClientJob => ({
    base,
    apiKey: config.apiKey,
    tokens,
    connections: CLIENTS,
    seconds,
    mode,
    gameId: GameId.MrRacer,
  });

  await load(job('health', 2));
  const warmup = await load(job('pairs', 2));
  const healthRounds: ClientResult[] = [];
  const pairRounds: ClientResult[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    (globalThis as { gc?: () => void }).gc?.();
    healthRounds.push(await load(job('health', SECONDS)));
    pairRounds.push(await load(job('pairs', SECONDS)));
  }
  const health = merge(healthRounds);
  const pairs = merge(pairRounds);

  const [counts] = await dataSource.query(
    `SELECT (SELECT count(*)::int FROM game_runs) AS runs,
            (SELECT count(*)::int FROM game_sessions WHERE ended_at IS NOT NULL) AS ended,
            (SELECT count(*)::int FROM game_sessions) AS sessions,
            (SELECT count(*)::int FROM player_firsts) AS firsts,
            (SELECT count(*)::int FROM outbox_events WHERE name = 'player.first_play') AS first_plays`,
  );

  // The same pairs from GameSessionsService alone (no HTTP, api-key, bearer, rate limit or
  // validation), to show where a pair's time goes. Counted apart from the checks above.
  const sessions = app.get(GameSessionsService);
  const servicePairs = Math.max(1_000, pairs.done);
  const tService = performance.now();
  const serviceLatencies = await inParallel(servicePairs, CLIENTS, async (i) => {
    const player = players[i % players.length].id;
    const { token } = await sessions.start(player, GameId.MrRacer);
    await sessions.end(player, GameId.MrRacer, { score: 0, token, ticks: 0, inputs: [] });
  });
  const serviceRate = servicePairs / ((performance.now() - tService) / 1000);
  await app.close();

  // autocannon stops at its deadline with up to one call per client in flight: the server may
  // have recorded a run whose answer the client never read, never the other way round.
  const answered = warmup.done + pairs.done;
  const inFlight = counts.runs - answered;
  const checks = [
    `${counts.runs.toLocaleString('en')} runs recorded for ${answered.toLocaleString('en')} game_end answers read (${inFlight} cut off in flight at the rounds' ends, at most one per client)`,
    `${counts.ended.toLocaleString('en')} sessions ended, each with exactly one run, of ${counts.sessions.toLocaleString('en')} started`,
    `first plays raised ${counts.first_plays} for ${counts.firsts} players (of ${CLIENTS})`,
  ];
  const ok =
    inFlight >= 0 &&
    inFlight <= CLIENTS * (ROUNDS + 1) &&
    counts.ended === counts.runs &&
    counts.firsts === CLIENTS &&
    counts.first_plays === CLIENTS;
  if (!ok) throw new Error(`Game sessions bench checks failed: ${checks.join('; ')}`);

  const rate = (r: ClientResult) => r.done / r.seconds;
  const ms = (sorted: number[], p: number) => pct(sorted, p).toFixed(1);
  return [
    '# Benchmark: game sessions (game_start + game_end)',
    '',
    `${machine()} ${CLIENTS} players, each with its own bearer token (a real session), ${CLIENTS} concurrent clients, ${ROUNDS} alternating rounds of ${SECONDS} s per row after 2 s of warm-up each. The clients are autocannon in a worker thread on the same 2-core machine as the API (keep-alive; each connection sends its next request on the last answer). A pair is \`POST /api/game_start\` {game_id: 5} then \`POST /api/game_end\` with the token it answered, score 0 and a run of 0 ticks (replayed at once); its latency runs from game_start sent to game_end answered.`,
    '',
    '| calls | per second | p50 ms | p99 ms | time per call / health |',
    '|---|---|---|---|---|',
    `| GET /api/health (one PostgreSQL and one Redis round trip) | ${rate(health).toFixed(0)} | ${health.requestP50.toFixed(1)} | ${health.requestP99.toFixed(1)} | 1.00× |`,
    `| game_start + game_end pair | ${rate(pairs).toFixed(0)} | ${ms(pairs.latencies, 0.5)} | ${ms(pairs.latencies, 0.99)} | ${(rate(health) / rate(pairs)).toFixed(2)}× |`,
    `| – one call of a pair (game_start or game_end) | ${((2 * pairs.done) / pairs.seconds).toFixed(0)} | ${pairs.requestP50.toFixed(1)} | ${pairs.requestP99.toFixed(1)} | ${(rate(health) / ((2 * pairs.done) / pairs.seconds)).toFixed(2)}× |`,
    '',
    `The same pairs from \`GameSessionsService\` alone (${CLIENTS} in flight, no HTTP, api-key, bearer check, rate limit or validation): ${serviceRate.toFixed(0)} pairs/s, p50 ${pct(serviceLatencies, 0.5).toFixed(1)} ms, p99 ${pct(serviceLatencies, 0.99).toFixed(1)} ms; the rest of the HTTP figure is the request path every call shares.`,
    '',
    `Errors, time-outs and non-2xx answers: health ${health.failures}${health.firstFailure ? ` (first: ${health.firstFailure})` : ''}, pairs ${pairs.failures}${pairs.firstFailure ? ` (first: ${pairs.firstFailure})` : ''}. Load average when the run began: ${load1.toFixed(1)} (the machine is shared; compare the ratios, not the absolute figures).`,
    '',
    `Checked after the run: ${checks.join('; ')}.`,
    '',
    'Per pair the database sees: game_start one INSERT (the token’s SHA-256, never the token); game_end one transaction of an UPDATE that ends the session only if it is the caller’s, for that game, live and unexpired (its row lock is what lets one of two concurrent calls with a token win), the run’s INSERT, the player’s first play (an INSERT … ON CONFLICT DO NOTHING that writes, and raises the event, only the first time) and the best score. Both calls also pass the bearer check (the session’s revocation look-up) and the rate limit, like every call.',
  ].join('\n');
}
