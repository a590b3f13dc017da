import autocannon from 'autocannon';
import { ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { OpenLoop, OpenLoopArgs } from './open-loop';
import { LOAD_CORE, pinToCore, SERVER_CORE, wrkClosedLoop, wrkPath, WRK_MISSING } from './wrk';

/** One HTTP call of a load: what autocannon sends. */
export interface Call {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface Stack {
  base: string;
  pid: number;
  /** The stack's CPU µs per call over `count` injected calls (see api-stack.ts). */
  injectCpu(call: Call, count: number): Promise<number>;
  stop(): Promise<void>;
}

/**
 * The Node flags an API process of that build (this one by default) runs with, as its launcher
 * starts it; `BENCH_NODE_FLAGS` (space-separated, may be empty) replaces them for every row.
 */
function nodeFlags(appRoot: string | undefined): string[] {
  const override = process.env.BENCH_NODE_FLAGS;
  if (override !== undefined) return override.split(' ').filter(Boolean);
  const file = join(appRoot ?? join(__dirname, '..', '..'), 'backend/src/cli/api-node-flags');
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return (require(file) as { API_NODE_FLAGS: string[] }).API_NODE_FLAGS;
  } catch {
    return []; // a build from before the flags
  }
}

/**
 * Starts `api-stack.js` as a child process (its logs go to a file, as a production process's
 * would, not to a terminal) and resolves once it listens.
 */
export async function startStack(env: Record<string, string>): Promise<Stack> {
  const logFile = join(tmpdir(), `bench-stack-${process.pid}-${Date.now()}.log`);
  const out = openSync(logFile, 'w');
  // BENCH_CPU_PROF=<dir> writes each stack's CPU profile there (node --cpu-prof) when it stops.
  const profDir = process.env.BENCH_CPU_PROF;
  // A baseline row runs the baseline's own stack script: its layers name that build's files.
  const script = join(
    env.BENCH_APP_ROOT ? join(env.BENCH_APP_ROOT, 'test', 'bench') : __dirname,
    'api-stack.js',
  );
  const child: ChildProcess = fork(script, [], {
    env: { ...process.env, ...env },
    execArgv: [
      ...nodeFlags(env.BENCH_APP_ROOT),
      ...(profDir ? ['--cpu-prof', '--cpu-prof-dir', profDir] : []),
    ],
    stdio: ['ignore', out, 'inherit', 'ipc'],
  });
  closeSync(out);
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m: { port: number }) => resolve(m.port));
    child.once('exit', (code) => reject(new Error(`bench stack exited with ${code}`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid as number,
    injectCpu(call, count) {
      return new Promise((resolve, reject) => {
        child.once('message', (m: { cpuMicros?: number; error?: string }) =>
          m.error ? reject(new Error(m.error)) : resolve(m.cpuMicros as number),
        );
        child.send({ inject: call, count });
      });
    },
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
      // BENCH_KEEP_LOGS=1 keeps each stack's log (warnings say when a call fell back or failed).
      if (process.env.BENCH_KEEP_LOGS) console.error(`bench stack log: ${logFile}`);
      else rmSync(logFile, { force: true });
    },
  };
}

/**
 * The `i`-th signed-in leaderboard call of a bench: a page of `limit` spread over the tournament's
 * `entries` (a prime stride), each caller's token in turn, so every call also asks its own rank.
 */
export function leaderboardCall(
  apiKey: string,
  tokens: string[],
  eventId: number,
  entries: number,
  limit: number,
) {
  const pages = Math.ceil(entries / limit);
  return (i: number): Call => ({
    method: 'POST',
    path: '/api/leaderboard',
    headers: {
      'content-type': 'application/json',
      'api-key': apiKey,
      authorization: `Bearer ${tokens[i % tokens.length]}`,
    },
    body: JSON.stringify({
      page: 1 + ((i * 7919) % pages),
      limit,
      inputObj: { event_id: eventId, game_id: 1 },
    }),
  });
}

/** CPU seconds (user + system) a process has used, 0 once it is gone. */
export function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** Sums the CPU of a changing set of processes between start() and stop(). */
export function cpuMeter(pids: () => Promise<number[]>) {
  let before = new Map<number, number>();
  return {
    async start() {
      before = new Map((await pids()).map((pid) => [pid, cpuSeconds(pid)]));
    },
    async stop(): Promise<number> {
      let total = 0;
      for (const pid of new Set([...before.keys(), ...(await pids())])) {
        const now = cpuSeconds(pid);
        if (now) total += now - (before.get(pid) ?? 0);
      }
      return total;
    },
  };
}

/** Tail-loss probes this machine has sent so far (Linux /proc/net/netstat), NaN where unknown. */
export function tcpLossProbes(): number {
  try {
    const ext = readFileSync('/proc/net/netstat', 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('TcpExt:'))
      .map((line) => line.split(/\s+/));
    return Number(ext[1][ext[0].indexOf('TCPLossProbes')]);
  } catch {
    return NaN;
  }
}

/** TCP segments this machine has retransmitted so far (Linux), NaN where unknown. */
export function tcpRetransmits(): number {
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

export interface ClosedLoop {
  rate: number;
  /** Calls answered over the run (for CPU per call). */
  calls?: number;
  p50: number;
  p99: number;
  wrong: number;
}

const callFiles = new WeakMap<Call[], string>();

/**
 * autocannon `requests` for these calls: many distinct calls become one request that takes the
 * next call each time (see rotate-calls.ts), so no connection builds them all before it starts.
 */
export function cannonRequests(calls: Call[]): autocannon.Request[] {
  if (calls.length <= 1) return calls as autocannon.Request[];
  let file = callFiles.get(calls);
  if (!file) {
    file = join(tmpdir(), `bench-calls-${process.pid}-${Date.now()}-${Math.random()}.json`);
    writeFileSync(file, JSON.stringify(calls));
    callFiles.set(calls, file);
    const written = file;
    process.once('exit', () => rmSync(written, { force: true }));
  }
  // The worker thread autocannon starts reads its environment from this process.
  process.env.BENCH_CALLS_FILE = file;
  return [{ setupRequest: join(__dirname, 'rotate-calls.js') } as unknown as autocannon.Request];
}

/**
 * The closed loop's load generator: `wrk` (the default; see wrk.ts) or `autocannon`
 * (BENCH_LOAD=autocannon), in a worker thread of this process, as before wrk.
 */
export const LOADER = process.env.BENCH_LOAD === 'autocannon' ? 'autocannon' : 'wrk';

/** What the closed loop runs on, for a bench's description. */
export function loaderNote(clients: number, seconds: number): string {
  return LOADER === 'wrk'
    ? `Closed loop: ${clients} keep-alive connections from wrk (one thread, a Lua script taking the calls in turn) for ${seconds} s after 1 s of warm-up, wrk and this bench's own process (the open loop's client) pinned to core 1 and each API process (every thread) to core 0 (\`taskset\`), so a bare route is bound by the server, not the load generator.`
    : `Closed loop: ${clients} keep-alive clients (autocannon in a worker thread) for ${seconds} s after 1 s of warm-up.`;
}

/** Closed loop: `connections` clients each sending the next call as soon as one is answered. */
export async function closedLoop(
  base: string,
  calls: Call[],
  seconds: number,
  connections: number,
): Promise<ClosedLoop> {
  return LOADER === 'wrk'
    ? wrkClosedLoop(base, calls, seconds, connections)
    : autocannonClosedLoop(base, calls, seconds, connections);
}

async function autocannonClosedLoop(
  base: string,
  calls: Call[],
  seconds: number,
  connections: number,
): Promise<ClosedLoop> {
  const r = await autocannon({
    url: base,
    connections,
    duration: seconds,
    workers: 1,
    requests: cannonRequests(calls),
  });
  return {
    rate: r.requests.total / r.duration,
    calls: r.requests.total,
    p50: r.latency.p50,
    p99: r.latency.p99,
    wrong: r.non2xx + r.errors + r.timeouts,
  };
}

/**
 * The open loop (open-loop.ts) in a worker thread: its schedule and timings are then its own,
 * not held up by whatever else this process runs (a leaderboard bench's app, its GC).
 */
export async function openLoop(...args: OpenLoopArgs): Promise<OpenLoop> {
  const worker = new Worker(join(__dirname, 'open-loop.js'), { workerData: args });
  try {
    const [result] = (await once(worker, 'message')) as [OpenLoop];
    return result;
  } finally {
    await worker.terminate();
  }
}

/** One row of a layered bench: a stack to start and the calls to send it. */
export interface RowSpec {
  name: string;
  env: Record<string, string>;
  calls: Call[];
}

export interface RowResult {
  name: string;
  /** Medians over the rounds. */
  closed: ClosedLoop;
  open: OpenLoop;
  /** CPU µs per request over the closed loop: API, PostgreSQL backends, Redis. */
  cpu: { api: number; pg: number; redis: number };
  /** The API's CPU µs per call with calls injected in process (no sockets, no load). */
  injected: number;
  /** Closed-loop rates of each round, to show the spread. */
  rates: number[];
  tcp: { closed: [number, number]; open: [number, number] };
}

/** The build `BENCH_BASELINE` names (another checkout's dist), for "before" rows; unset: none. */
export const BASELINE = process.env.BENCH_BASELINE;

/** Full-stack rows for these calls, each preceded by its baseline ("before") row when set. */
export function fullStackRows(rows: [name: string, calls: Call[]][]): RowSpec[] {
  return rows.flatMap(([name, calls]): RowSpec[] => [
    ...(BASELINE
      ? [{ name: `${name}, before`, env: { BENCH_STACK: 'full', BENCH_APP_ROOT: BASELINE }, calls }]
      : []),
    { name, env: { BENCH_STACK: 'full' }, calls },
  ]);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Starts every row's stack, then measures them round-robin for `rounds` rounds, so a busy
 * spell of a shared machine lands on all rows alike rather than on one; reports medians.
 */
export async function measureRows(
  specs: RowSpec[],
  opts: {
    seconds: number;
    rounds: number;
    connections: number;
    pgPids: () => Promise<number[]>;
    redisPid: number;
    /** Calls injected per round for the in-process CPU figure. */
    injected: number;
  },
): Promise<RowResult[]> {
  // BENCH_ONLY=<regexp> measures only the rows it matches, and the first (bare) row.
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
  if (only) specs = specs.filter((spec, i) => i === 0 || only.test(spec.name));
  if (LOADER === 'wrk') {
    if (!wrkPath()) throw new Error(WRK_MISSING);
    // The open loop's client (a worker thread of this process) on the load generator's core too.
    pinToCore(process.pid, LOAD_CORE);
  }
  const stacks: Stack[] = [];
  try {
    for (const spec of specs) {
      const stack = await startStack(spec.env);
      stacks.push(stack);
      if (LOADER === 'wrk') pinToCore(stack.pid, SERVER_CORE);
    }
    const samples = specs.map(() => [] as Omit<RowResult, 'name' | 'rates' | 'injected'>[]);
    const injected = specs.map(() => [] as number[]);
    for (let round = 0; round < opts.rounds; round++) {
      for (const [i, spec] of specs.entries()) {
        const stack = stacks[i];
        await closedLoop(stack.base, spec.calls, 1, opts.connections);
        const meters = [
          cpuMeter(async () => [stack.pid]),
          cpuMeter(opts.pgPids),
          cpuMeter(async () => [opts.redisPid]),
        ];
        await Promise.all(meters.map((m) => m.start()));
        const tcp0: [number, number] = [tcpRetransmits(), tcpLossProbes()];
        const closed = await closedLoop(stack.base, spec.calls, opts.seconds, opts.connections);
        const tcp1: [number, number] = [tcpRetransmits(), tcpLossProbes()];
        const [api, pg, redis] = await Promise.all(meters.map((m) => m.stop()));
        const open = await openLoop(
          stack.base,
          spec.calls,
          Math.round(closed.rate / 2),
          opts.seconds,
        );
        const tcp2: [number, number] = [tcpRetransmits(), tcpLossProbes()];
        const per = (seconds: number) =>
          (seconds * 1e6) / (closed.calls ?? closed.rate * opts.seconds);
        injected[i].push(await stack.injectCpu(spec.calls[0], opts.injected));
        samples[i].push({
          closed,
          open,
          cpu: { api: per(api), pg: per(pg), redis: per(redis) },
          tcp: {
            closed: [tcp1[0] - tcp0[0], tcp1[1] - tcp0[1]],
            open: [tcp2[0] - tcp1[0], tcp2[1] - tcp1[1]],
          },
        });
      }
    }
    return specs.map((spec, i) => {
      const s = samples[i];
      const m = (f: (x: (typeof s)[number]) => number) => median(s.map(f));
      const sum = (f: (x: (typeof s)[number]) => number) => s.reduce((n, x) => n + f(x), 0);
      return {
        name: spec.name,
        closed: {
          rate: m((x) => x.closed.rate),
          p50: m((x) => x.closed.p50),
          p99: m((x) => x.closed.p99),
          wrong: sum((x) => x.closed.wrong),
        },
        open: {
          rate: m((x) => x.open.rate),
          sent: sum((x) => x.open.sent),
          p50: m((x) => x.open.p50),
          p99: m((x) => x.open.p99),
          lagP99: m((x) => x.open.lagP99),
          wrong: sum((x) => x.open.wrong),
        },
        cpu: { api: m((x) => x.cpu.api), pg: m((x) => x.cpu.pg), redis: m((x) => x.cpu.redis) },
        injected: median(injected[i]),
        rates: s.map((x) => x.closed.rate),
        tcp: {
          closed: [sum((x) => x.tcp.closed[0]), sum((x) => x.tcp.closed[1])],
          open: [sum((x) => x.tcp.open[0]), sum((x) => x.tcp.open[1])],
        },
      };
    });
  } finally {
    for (const stack of stacks) await stack.stop();
  }
}

/** The table both layered benches print, ratios to the first row. */
export function rowsTable(rows: RowResult[]): string[] {
  const bare = rows[0].closed.rate;
  const f = (x: number, d = 0) => x.toFixed(d);
  return [
    '| stack | req/s (closed, median) | rounds | × bare | p50 ms | p99 ms | open-loop req/s | open p50 ms | open p99 ms | open client lag p99 ms | API µs CPU/req | API CPU/req × bare | PostgreSQL µs/req | Redis µs/req | API µs CPU/call injected | × bare (injected) | errors + non-2xx | TCP retrans / TLP closed | open |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${f(r.closed.rate)} | ${r.rates.map((x) => f(x)).join(', ')} | ${(r.closed.rate / bare).toFixed(2)}× | ${f(r.closed.p50, 1)} | ${f(r.closed.p99, 1)} | ${f(r.open.rate)} | ${f(r.open.p50, 1)} | ${f(r.open.p99, 1)} | ${f(r.open.lagP99, 1)} | ${f(r.cpu.api)} | ${(r.cpu.api / rows[0].cpu.api).toFixed(1)}× | ${f(r.cpu.pg)} | ${f(r.cpu.redis)} | ${f(r.injected)} | ${(rows[0].injected / r.injected).toFixed(2)}× | ${r.closed.wrong + r.open.wrong} | ${r.tcp.closed.join(' / ')} | ${r.tcp.open.join(' / ')} |`,
    ),
  ];
}
