import { loadavg } from 'node:os';
import { DataSource } from 'typeorm';
import { createApp } from '../../../backend/src/app.factory';
import { APP_CONFIG, AppConfig } from '../../../backend/src/config/env';
import { TokensService } from '../../../backend/src/modules/auth/tokens.service';
import { GameId } from '../../../backend/src/modules/games/game-id';
import { GameSessionsService } from '../../../backend/src/modules/games/game-sessions.service';
import { replayRun, TRAFFIC_POOL } from '../../../frontend/src/games/mr-racer/race';
import { playRun, type PlayedRun } from '../../utils/racer-runs';
import { insertPlayers, machine, pct } from '../bench-kit';

const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const RUN_SECONDS = Number(process.env.BENCH_RUN_SECONDS ?? 90);

/** Seeds game_start would hand out: any uint32 but 0. */
function seedOf(i: number): number {
  return Math.imul(i + 1, 2_654_435_761) >>> 0 || 1;
}

function figures(sorted: number[]) {
  const mean = sorted.reduce((s, v) => s + v, 0) / sorted.length;
  return `${pct(sorted, 0.5).toFixed(2)} | ${pct(sorted, 0.99).toFixed(2)} | ${mean.toFixed(2)}`;
}

/**
 * What verifying a MR RACER run costs: the replay alone for RUNS typical runs of RUN_SECONDS
 * (each a real log made by driving the game's simulation), then game_end with such a run beside
 * game_end with a run of 0 ticks (the same call with nothing to replay: game_end as it was
 * before runs were verified), one call at a time, through the service and over HTTP.
 */
export async function games(): Promise<string> {
  process.env.RATE_LIMIT_PER_MINUTE = '1000000';
  process.env.SERVE_WEB = 'false';
  const [load1] = loadavg();
  const runs: (PlayedRun & { seed: number })[] = [];
  for (let i = 0; i < RUNS; i++) runs.push({ ...playRun(seedOf(i), RUN_SECONDS), seed: seedOf(i) });
  const inputs = runs.map((r) => r.inputs.length / 2).sort((a, b) => a - b);
  const crashed = runs.filter((r) => r.endReason === 'crash').length;

  // The replay alone (what game_end adds), after a warm-up so the JIT has compiled it.
  for (const r of runs.slice(0, 20)) replayRun(r.seed, r.ticks, r.inputs);
  const replays: number[] = [];
  for (const r of runs) {
    const t0 = performance.now();
    const replay = replayRun(r.seed, r.ticks, r.inputs);
    replays.push(performance.now() - t0);
    if (!replay.ok || replay.score !== r.score) throw new Error(`run ${r.seed} did not replay`);
  }
  replays.sort((a, b) => a - b);

  const app = await createApp();
  await app.init();
  const config = app.get<AppConfig>(APP_CONFIG);
  const dataSource = app.get(DataSource);
  const sessions = app.get(GameSessionsService);
  await insertPlayers(dataSource, 1);
  const [player] = await dataSource.query(`SELECT id FROM users LIMIT 1`);
  const bearer = (await app.get(TokensService).openSession(player.id)).token;

  /** A started run whose session began RUN_SECONDS + 1 s ago (server time allows the run). */
  const started = async (seed?: number) => {
    const { token } = await sessions.start(player.id, GameId.MrRacer);
    const [row] = await dataSource.query(
      `UPDATE game_sessions SET started_at = started_at - make_interval(secs => $1),
              seed = COALESCE($2, seed)
        WHERE id = (SELECT max(id) FROM game_sessions) RETURNING id`,
      [RUN_SECONDS + 1, seed ?? null],
    );
    if (!row) throw new Error('no session');
    return token;
  };
  const empty = { score: 0, ticks: 0, inputs: [] as number[] };

  // Service: game_end's transaction with and without a replay, alternating, one at a time.
  const serviceFull: number[] = [];
  const serviceEmpty: number[] = [];
  for (let i = 0; i < runs.length; i++) {
    const r = runs[i];
    const fullToken = await started(r.seed);
    let t0 = performance.now();
    await sessions.end(player.id, GameId.MrRacer, { ...r, token: fullToken });
    serviceFull.push(performance.now() - t0);
    const emptyToken = await started();
    t0 = performance.now();
    await sessions.end(player.id, GameId.MrRacer, { ...empty, token: emptyToken });
    serviceEmpty.push(performance.now() - t0);
  }

  // HTTP (Fastify inject: the whole request path, JSON parsing and DTO validation of the log).
  const httpEnd = async (
    token: string,
    run: { score: number; ticks: number; inputs: number[] },
  ) => {
    const t0 = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/game_end',
      headers: { 'api-key': config.apiKey, authorization: `Bearer ${bearer}` },
      payload: { game_id: GameId.MrRacer, secret_token: token, ...run },
    });
    if (res.statusCode !== 200) throw new Error(`game_end answered ${res.statusCode}: ${res.body}`);
    return performance.now() - t0;
  };
  const httpFull: number[] = [];
  const httpEmpty: number[] = [];
  const bodyBytes = runs.map((r) =>
    Buffer.byteLength(JSON.stringify({ game_id: 5, secret_token: 'x'.repeat(43), ...r })),
  );
  for (const r of runs) {
    httpFull.push(
      await httpEnd(await started(r.seed), { score: r.score, ticks: r.ticks, inputs: r.inputs }),
    );
    httpEmpty.push(await httpEnd(await started(), empty));
  }
  const [{ recorded }] = await dataSource.query(
    `SELECT count(*)::int AS recorded FROM game_runs WHERE ticks = $1`,
    [runs[0].ticks],
  );
  await app.close();
  for (const list of [serviceFull, serviceEmpty, httpFull, httpEmpty]) list.sort((a, b) => a - b);
  const [load2] = loadavg();
  const meanBytes = bodyBytes.reduce((s, v) => s + v, 0) / bodyBytes.length;

  return [
    '# Benchmark: verifying MR RACER runs (game_end replays the input log)',
    '',
    `${machine()} Load average ${load1.toFixed(1)} when the run began and ${load2.toFixed(1)} at its end (2 cores shared with other engineers' work: compare rows with each other, not with other days).`,
    '',
    `${RUNS} typical runs of ${RUN_SECONDS} s (${RUN_SECONDS * 60} ticks at 60 a second), each a real input log made by driving the game's own simulation (\`frontend/src/games/mr-racer/race.ts\`) as a player would (\`test/utils/racer-runs.ts\`: steer for the lane the next row leaves open; ${crashed} crashed early): ${pct(inputs, 0.5)} lane changes per log at the median (${inputs[0]}–${inputs[inputs.length - 1]}), ${Math.round(meanBytes)} bytes of game_end body on average. Every replay gave the run's own score; all ${recorded} full runs sent through game_end (service and HTTP) were recorded (each session's seed set to its log's, as game_start would have handed it out).`,
    '',
    '| what | p50 ms | p99 ms | mean ms |',
    '|---|---|---|---|',
    `| the replay alone (\`replayRun\`, ${RUN_SECONDS * 60} ticks) | ${figures(replays)} |`,
    `| \`GameSessionsService.end\` with a ${RUN_SECONDS} s run (spend the token, time check, replay, run INSERT, first play, tournament standings, best score) | ${figures(serviceFull)} |`,
    `| \`GameSessionsService.end\` with a 0-tick run (the same transaction, nothing to replay: game_end before verification) | ${figures(serviceEmpty)} |`,
    `| \`POST /api/game_end\` with a ${RUN_SECONDS} s run (the whole request path: api-key, bearer, rate limit, JSON, DTO validation of the log) | ${figures(httpFull)} |`,
    `| \`POST /api/game_end\` with a 0-tick run | ${figures(httpEmpty)} |`,
    '',
    `Calls run one at a time (no queueing), service and HTTP rows alternating a full run with an empty one so both see the same machine. What verification adds to a call is the replay row: ${pct(replays, 0.5).toFixed(2)} ms at the median, ${pct(replays, 0.99).toFixed(2)} ms at p99, beside a game_end of ${pct(httpEmpty, 0.5).toFixed(2)} ms (p99 ${pct(httpEmpty, 0.99).toFixed(2)} ms). The replay runs inside game_end's transaction while it holds the session's row lock; it is pure arithmetic on ${TRAFFIC_POOL} pooled cars and allocates nothing per tick. A run is refused before any replay when its ticks exceed the server's time since game_start.`,
  ].join('\n');
}
