import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Call, ClosedLoop } from './load';

/**
 * The closed loop through wrk (a C load generator) pinned to one core while the server under
 * test is pinned to the other (`pinToCore`): a bare route is then limited by the server, not by
 * a Node client sharing its core. autocannon, in a Node worker thread, spent more CPU per call
 * than a bare route costs, so the bare rate measured the client.
 */

/** The core wrk runs on; servers under test run on SERVER_CORE. */
export const LOAD_CORE = 1;
export const SERVER_CORE = 0;

/** wrk's path, or undefined where it is not installed. */
export function wrkPath(): string | undefined {
  for (const path of ['/usr/bin/wrk', '/usr/local/bin/wrk']) {
    try {
      execFileSync(path, ['--version'], { stdio: 'ignore' });
      return path;
    } catch (err) {
      // wrk --version prints its usage and exits 1: it is there.
      if ((err as { status?: number }).status === 1) return path;
    }
  }
  return undefined;
}

/** Pins every thread of a process (its libuv pool and GC helpers too) to one core. */
export function pinToCore(pid: number, core: number): void {
  execFileSync('taskset', ['-a', '-p', '-c', String(core), String(pid)], { stdio: 'ignore' });
}

const lua = (s: string) => JSON.stringify(s); // a JSON string is a valid Lua string literal here

/**
 * The wrk script for these calls: one call is set once (wrk then sends the same prebuilt
 * request); several are prebuilt in `init` and taken in turn, one list per wrk thread.
 */
function script(calls: Call[]): string {
  const format = (call: Call) =>
    `wrk.format(${lua(call.method)}, ${lua(call.path)}, {${Object.entries(call.headers ?? {})
      .map(([name, value]) => `[${lua(name)}] = ${lua(value)}`)
      .join(', ')}}, ${call.body === undefined ? 'nil' : lua(call.body)})`;
  if (calls.length === 1) {
    const [call] = calls;
    return [
      `wrk.method = ${lua(call.method)}`,
      `wrk.path = ${lua(call.path)}`,
      ...Object.entries(call.headers ?? {}).map(
        ([name, value]) => `wrk.headers[${lua(name)}] = ${lua(value)}`,
      ),
      call.body === undefined ? '' : `wrk.body = ${lua(call.body)}`,
      '',
    ].join('\n');
  }
  return [
    'local calls = {}',
    'local next = 0',
    'init = function()',
    ...calls.map((call) => `  calls[#calls + 1] = ${format(call)}`),
    'end',
    'request = function()',
    '  next = next % #calls + 1',
    '  return calls[next]',
    'end',
    '',
  ].join('\n');
}

/** Milliseconds of a wrk duration such as `812.00us`, `1.25ms`, `2.01s`. */
function millis(value: string, unit: string): number {
  const scale: Record<string, number> = { us: 1e-3, ms: 1, s: 1e3, m: 60e3 };
  return Number(value) * (scale[unit] ?? NaN);
}

/** Reads wrk's report (run with --latency). */
export function parseWrk(out: string): ClosedLoop & { calls: number } {
  const total = /(\d+) requests in ([\d.]+)(us|ms|s|m)/.exec(out);
  if (!total) throw new Error(`wrk's report not understood:\n${out}`);
  const calls = Number(total[1]);
  const seconds = millis(total[2], total[3]) / 1000;
  const percentile = (p: number) => {
    const m = new RegExp(`^\\s*${p}(?:\\.0+)?%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, 'm').exec(out);
    return m ? millis(m[1], m[2]) : NaN;
  };
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
  const errors = socket ? socket.slice(1).reduce((n, x) => n + Number(x), 0) : 0;
  return {
    rate: calls / seconds,
    calls,
    p50: percentile(50),
    p99: percentile(99),
    wrong: non2xx + errors,
  };
}

/** `connections` keep-alive clients on `threads` wrk threads, pinned to LOAD_CORE. */
export async function wrkClosedLoop(
  base: string,
  calls: Call[],
  seconds: number,
  connections: number,
  threads = 1,
): Promise<ClosedLoop & { calls: number }> {
  const wrk = wrkPath();
  if (!wrk) throw new Error(WRK_MISSING);
  const file = join(tmpdir(), `bench-wrk-${process.pid}-${Date.now()}.lua`);
  writeFileSync(file, script(calls));
  try {
    const child = spawn(
      'taskset',
      [
        '-c',
        String(LOAD_CORE),
        wrk,
        '--latency',
        '-t',
        String(threads),
        '-c',
        String(connections),
        '-d',
        `${seconds}s`,
        '-s',
        file,
        base,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const [code] = (await once(child, 'exit')) as [number];
    if (code !== 0) throw new Error(`wrk exited with ${code}:\n${out}`);
    // BENCH_WRK_REPORT=1 prints each of wrk's reports (its socket errors, latency spread).
    if (process.env.BENCH_WRK_REPORT) process.stderr.write(`${base}\n${out}\n`);
    return parseWrk(out);
  } finally {
    rmSync(file, { force: true });
  }
}

export const WRK_MISSING =
  'wrk is not installed: the api and leaderboard benches drive their closed loop with it ' +
  '(Debian: apt-get install -y wrk). BENCH_LOAD=autocannon runs them with autocannon instead, ' +
  'whose figures at a bare route measure the client, not the server.';
