import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../../backend/src/app.factory';
import { freePort } from '../../../backend/src/cli/local-services';
import { APP_CONFIG, AppConfig } from '../../../backend/src/config/env';
import { TokensService } from '../../../backend/src/modules/auth/tokens.service';
import { RankIndex } from '../../../backend/src/modules/tournaments/leaderboard/rank-index';
import { DataSource } from 'typeorm';
import { liveTournamentOf, machine } from '../bench-kit';
import { Call, closedLoop, cpuMeter, leaderboardCall, openLoop } from '../load';
import { LOAD_CORE, pinToCore, wrkPath, WRK_MISSING } from '../wrk';

const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CLIENTS ?? 100);
const LIMIT = 50;
// This file runs compiled, from dist/test/bench/scenarios.
const MAIN = join(__dirname, '..', '..', '..', 'backend', 'src', 'main.js');

interface Api {
  processes: number;
  base: string;
  child: ChildProcess;
  /** The process started and, beside other processes, the ones it forked. */
  pids(): number[];
}

interface Sample {
  rate: number;
  p99: number;
  cpuPerCall: number;
  openRate: number;
  openP50: number;
  openP99: number;
  lag: number;
  wrong: number;
}

/**
 * One API process against two (API_PROCESSES, node:cluster) on this box, each started as
 * `npm start` starts it (main.js), with wrk pinned to core 1: once with every API process pinned
 * to core 0 (what the cluster itself costs: two processes on one core), once free on both cores
 * (what a second core gives, shared with the load generator). Health, and a leaderboard page
 * plus the caller's own rank at BENCH_ENTRIES entries; closed loop, then an open loop at half the
 * closed loop's rate. Rows measured round-robin, medians over the rounds.
 */
export async function scale(): Promise<string> {
  const wrk = wrkPath();
  if (!wrk) throw new Error(WRK_MISSING);
  const load0 = loadavg();
  process.env.ACCESS_TOKEN_TTL_SECONDS = '86400';
  process.env.RATE_LIMIT_PER_MINUTE = '1000000';
  process.env.SERVE_WEB = 'false';

  // The data and tokens through an app of this process, closed before the load.
  const app = await createApp();
  const config = app.get<AppConfig>(APP_CONFIG);
  const dataSource = app.get(DataSource);
  const id = await liveTournamentOf(dataSource, ENTRIES, 'Bench Scale');
  await app.get(RankIndex).rebuild(id);
  const callers: { id: string }[] = await dataSource.query(
    `SELECT user_id AS id FROM tournament_entries WHERE tournament_id = $1 ORDER BY random() LIMIT 200`,
    [id],
  );
  const tokens = await Promise.all(
    callers.map(async (c) => (await app.get(TokensService).openSession(c.id)).token),
  );
  await app.close();

  const board = Array.from(
    { length: 1_000 },
    leaderboardCall(config.apiKey, tokens, id, ENTRIES, LIMIT),
  );
  const health: Call[] = [{ method: 'GET', path: '/api/health' }];

  // The open loop's client runs in this process: on the load generator's core.
  pinToCore(process.pid, LOAD_CORE);
  const apis = [await startApi(1), await startApi(2)];
  const placements = [
    { name: 'core 0', cores: '0' },
    { name: 'cores 0–1', cores: '0,1' },
  ];
  const rows = placements.flatMap((placement) =>
    [health, board].flatMap((calls) =>
      apis.map((api) => ({ placement, calls, api, samples: [] as Sample[] })),
    ),
  );
  try {
    for (let round = 0; round < ROUNDS; round++) {
      for (const row of rows) {
        for (const pid of row.api.pids()) pin(pid, row.placement.cores);
        await closedLoop(row.api.base, row.calls, 1, CONNECTIONS);
        const meter = cpuMeter(async () => row.api.pids());
        await meter.start();
        const closed = await closedLoop(row.api.base, row.calls, SECONDS, CONNECTIONS);
        const cpu = await meter.stop();
        const open = await openLoop(row.api.base, row.calls, Math.round(closed.rate / 2), SECONDS);
        row.samples.push({
          rate: closed.rate,
          p99: closed.p99,
          cpuPerCall: (cpu * 1e6) / (closed.calls ?? closed.rate * SECONDS),
          openRate: open.rate,
          openP50: open.p50,
          openP99: open.p99,
          lag: open.lagP99,
          wrong: closed.wrong + open.wrong,
        });
      }
    }
  } finally {
    await Promise.all(apis.map(stopApi));
  }

  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const m = (row: (typeof rows)[number], f: (s: Sample) => number) => median(row.samples.map(f));
  const one = (row: (typeof rows)[number]) =>
    rows.find(
      (r) => r.placement === row.placement && r.calls === row.calls && r.api.processes === 1,
    )!;
  const f = (x: number, d = 0) => x.toFixed(d);
  const load1 = loadavg();
  return [
    '# Benchmark: one API process against two on one box (node:cluster)',
    '',
    `${machine()} Load average before the run ${load0.map((x) => x.toFixed(2)).join(', ')}; after ${load1.map((x) => x.toFixed(2)).join(', ')}.`,
    '',
    `Each API runs \`dist/backend/src/main.js\` as \`npm start\` does, with API_PROCESSES=1 or 2 (two: a primary forking two processes that share the port). wrk (one thread, ${CONNECTIONS} keep-alive connections, ${SECONDS} s after 1 s of warm-up) and this bench's open-loop client run on core 1; the API's processes are pinned (\`taskset -a\`) either to core 0 alone or to both cores, which they then share with the load generator. Open loop: calls at half the closed loop's rate for ${SECONDS} s, latency from each call's scheduled start. CPU µs per call: every process of the API (primary included). ${ROUNDS} rounds round-robin over the rows, medians. Leaderboard: a page of ${LIMIT} + the caller's own rank at ${ENTRIES.toLocaleString('en')} entries (rank index in Redis), 200 signed-in callers.`,
    '',
    '| call | API cores | API processes | req/s (closed, median) | rounds | × one process | closed p99 ms | API µs CPU/call | open-loop req/s | open p50 ms | open p99 ms | open client lag p99 ms | errors + non-2xx |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.calls === health ? 'GET /api/health' : 'leaderboard page + own rank'} | ${r.placement.name} | ${r.api.processes} | ${f(m(r, (s) => s.rate))} | ${r.samples.map((s) => f(s.rate)).join(', ')} | ${(m(r, (s) => s.rate) / m(one(r), (s) => s.rate)).toFixed(2)}× | ${f(
          m(r, (s) => s.p99),
          1,
        )} | ${f(m(r, (s) => s.cpuPerCall))} | ${f(m(r, (s) => s.openRate))} | ${f(
          m(r, (s) => s.openP50),
          1,
        )} | ${f(
          m(r, (s) => s.openP99),
          1,
        )} | ${f(
          m(r, (s) => s.lag),
          1,
        )} | ${r.samples.reduce((n, s) => n + s.wrong, 0)} |`,
    ),
  ].join('\n');
}

function pin(pid: number, cores: string): void {
  try {
    execFileSync('taskset', ['-a', '-p', '-c', cores, String(pid)], { stdio: 'ignore' });
  } catch {
    // a process that has just exited
  }
}

async function startApi(processes: number): Promise<Api> {
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      API_PROCESSES: String(processes),
      LOG_LEVEL: 'info',
    },
    // One log line per request, written as to a file (not a terminal), and dropped.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline || child.exitCode !== null)
      throw new Error(`API (${processes}) did not start`);
    await new Promise((r) => setTimeout(r, 250));
  }
  // Every process of a cluster listening, not only the first.
  await new Promise((r) => setTimeout(r, 2_000));
  return {
    processes,
    base,
    child,
    pids() {
      const children =
        processes > 1
          ? execFileSync('pgrep', ['-P', String(child.pid)], { encoding: 'utf8' })
              .split('\n')
              .filter(Boolean)
              .map(Number)
          : [];
      return [child.pid as number, ...children];
    },
  };
}

async function stopApi(api: Api): Promise<void> {
  if (api.child.exitCode !== null) return;
  const exited = new Promise((r) => api.child.once('exit', r));
  api.child.kill('SIGTERM');
  const timer = setTimeout(() => api.child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
