import autocannon from 'autocannon';
import { ChildProcess, fork } from 'node:child_process';
import { closeSync, openSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pct } from './bench-kit';

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
  stop(): Promise<void>;
}

/**
 * Starts `api-stack.js` as a child process (its logs go to a file, as a production process's
 * would, not to a terminal) and resolves once it listens.
 */
export async function startStack(env: Record<string, string>): Promise<Stack> {
  const logFile = join(tmpdir(), `bench-stack-${process.pid}-${Date.now()}.log`);
  const out = openSync(logFile, 'w');
  const child: ChildProcess = fork(join(__dirname, 'api-stack.js'), [], {
    env: { ...process.env, ...env },
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
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
      rmSync(logFile, { force: true });
    },
  };
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
  p50: number;
  p99: number;
  wrong: number;
}

/** Closed loop: `connections` clients each sending the next call as soon as one is answered. */
export async function closedLoop(
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
    requests: calls as autocannon.Request[],
  });
  return {
    rate: r.requests.total / r.duration,
    p50: r.latency.p50,
    p99: r.latency.p99,
    wrong: r.non2xx + r.errors + r.timeouts,
  };
}

export interface OpenLoop {
  rate: number;
  sent: number;
  p50: number;
  p99: number;
  wrong: number;
}

/**
 * Open loop: calls start on a fixed schedule (`rate` a second, evenly spaced) whatever the
 * server does, and each latency counts from its scheduled start, so a stall shows as the queue
 * behind it (no coordinated omission). Keep-alive connections, up to `connections` in use.
 */
export async function openLoop(
  base: string,
  calls: Call[],
  rate: number,
  seconds: number,
  warmSeconds = 1,
  connections = 400,
): Promise<OpenLoop> {
  const url = new URL(base);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  // The first warmSeconds open the connections; their calls are not counted.
  const warm = Math.round(rate * warmSeconds);
  const total = warm + Math.max(1, Math.round(rate * seconds));
  const interval = 1000 / rate;
  const latencies: number[] = [];
  let wrong = 0;
  const send = (call: Call, scheduled: number, counted: boolean) =>
    new Promise<void>((resolve) => {
      const req = httpRequest(
        {
          agent,
          host: url.hostname,
          port: url.port,
          method: call.method,
          path: call.path,
          headers: call.headers,
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode === undefined || res.statusCode >= 300) wrong++;
            if (counted) latencies.push(performance.now() - scheduled);
            resolve();
          });
        },
      );
      req.on('error', () => {
        wrong++;
        resolve();
      });
      req.end(call.body);
    });
  const inFlight: Promise<void>[] = [];
  const t0 = performance.now();
  let sent = 0;
  while (sent < total) {
    const now = performance.now();
    // Start every call whose time has come, then sleep until the next one is due.
    while (sent < total && t0 + sent * interval <= now) {
      inFlight.push(send(calls[sent % calls.length], t0 + sent * interval, sent >= warm));
      sent++;
    }
    const wait = t0 + sent * interval - performance.now();
    await new Promise((r) => setTimeout(r, Math.max(0, Math.min(wait, 50))));
  }
  await Promise.all(inFlight);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { rate, sent: total - warm, p50: pct(latencies, 0.5), p99: pct(latencies, 0.99), wrong };
}
