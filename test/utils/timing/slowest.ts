import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The slowest test files and tests of the last timed run, as markdown: `TEST_TIMING_DIR=var/test-timing
 * npm test` (or any tier) writes the figures, `npm run test:slowest` reads them. Per file: wall
 * time, how much of it ran inside tests and how much outside (start-ups and teardowns in
 * beforeAll/afterAll), and how much of the wall time the test process's event loop sat idle:
 * waiting on PostgreSQL, Redis, sockets, child processes, timers and sleeps rather than working.
 */
interface FileRun {
  tier: string;
  file: string;
  startMs: number;
  wallMs: number;
  tests: { name: string; ms: number }[];
}
interface FileClock {
  file: string;
  tier?: string;
  wallMs: number;
  busyMs: number;
  idleMs: number;
  cpuMs: number;
}

const dir = process.env.TEST_TIMING_DIR ?? join(__dirname, '../../../var/test-timing');
const LIMIT = Number(process.env.SLOWEST ?? 25);

function read(): {
  runs: { tier: string; wallMs: number; files: FileRun[] }[];
  clocks: FileClock[];
} {
  if (!existsSync(dir))
    throw new Error(`No timings in ${dir}: run a tier with TEST_TIMING_DIR set`);
  const names = readdirSync(dir);
  const runs = names
    .filter((n) => n.startsWith('run-'))
    .map((n) => JSON.parse(readFileSync(join(dir, n), 'utf8')));
  const clocks = names
    .filter((n) => n.startsWith('files-'))
    .flatMap((n) => readFileSync(join(dir, n), 'utf8').trim().split('\n').filter(Boolean))
    .map((line) => JSON.parse(line) as FileClock);
  return { runs, clocks };
}

const s = (ms: number) => (ms / 1000).toFixed(1);
const pct = (part: number, whole: number) =>
  whole ? `${Math.round((100 * part) / whole)} %` : '–';

function report(): string {
  const { runs, clocks } = read();
  const clockOf = (run: FileRun) =>
    clocks.find((c) => c.file === run.file && (c.tier ?? run.tier) === run.tier);
  const files = runs.flatMap((r) => r.files);
  const lines: string[] = [];
  lines.push(
    '| Tier | Files | Tests | Tier wall (s) | Sum of file walls (s) |',
    '| --- | ---: | ---: | ---: | ---: |',
  );
  for (const run of runs) {
    const tests = run.files.reduce((n, f) => n + f.tests.length, 0);
    const sum = run.files.reduce((n, f) => n + f.wallMs, 0);
    lines.push(`| ${run.tier} | ${run.files.length} | ${tests} | ${s(run.wallMs)} | ${s(sum)} |`);
  }
  lines.push('', `The ${LIMIT} slowest files:`, '');
  lines.push(
    '| File | Tier | Wall (s) | In tests (s) | Start-up and teardown (s) | Event loop idle (waiting) |',
    '| --- | --- | ---: | ---: | ---: | ---: |',
  );
  for (const f of [...files].sort((a, b) => b.wallMs - a.wallMs).slice(0, LIMIT)) {
    const inTests = f.tests.reduce((n, t) => n + t.ms, 0);
    const clock = clockOf(f);
    const idle = clock ? `${s(clock.idleMs)} s (${pct(clock.idleMs, clock.wallMs)})` : '–';
    lines.push(
      `| ${f.file} | ${f.tier} | ${s(f.wallMs)} | ${s(inTests)} | ${s(Math.max(0, f.wallMs - inTests))} | ${idle} |`,
    );
  }
  lines.push(
    '',
    `The ${LIMIT} slowest tests:`,
    '',
    '| Test | File | Tier | Time (s) |',
    '| --- | --- | --- | ---: |',
  );
  const tests = files.flatMap((f) => f.tests.map((t) => ({ ...t, file: f.file, tier: f.tier })));
  for (const t of tests.sort((a, b) => b.ms - a.ms).slice(0, LIMIT)) {
    lines.push(`| ${t.name.replace(/\|/g, '\\|')} | ${t.file} | ${t.tier} | ${s(t.ms)} |`);
  }
  return lines.join('\n');
}

process.stdout.write(`${report()}\n`);
