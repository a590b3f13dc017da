import { appendFileSync, mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { performance } from 'node:perf_hooks';

// Where a test file's time goes, for the slowest-files report (test/README.md): its wall time,
// how much of it this process's event loop was busy (JavaScript: the test's own work and the
// in-process API or worker it started) and how much it sat idle, waiting on PostgreSQL, Redis,
// sockets, child processes, timers and sleeps. Written only when TEST_TIMING_DIR is set.
const dir = process.env.TEST_TIMING_DIR;

if (dir) {
  let startedAt = 0;
  let loop = performance.eventLoopUtilization();
  let cpu = process.cpuUsage();
  beforeAll(() => {
    startedAt = performance.now();
    loop = performance.eventLoopUtilization();
    cpu = process.cpuUsage();
  });
  afterAll(() => {
    const used = performance.eventLoopUtilization(loop);
    const spent = process.cpuUsage(cpu);
    mkdirSync(dir, { recursive: true });
    const file = relative(join(__dirname, '../../..'), expect.getState().testPath ?? '');
    // The tier, named as its jest config names it (the cluster tier runs integration files again).
    const tier = file.startsWith('test/e2e')
      ? 'e2e'
      : process.env.TEST_REDIS_CLUSTER === '1'
        ? 'integration (Redis Cluster)'
        : 'integration';
    const line = {
      file,
      tier,
      wallMs: Math.round(performance.now() - startedAt),
      busyMs: Math.round(used.active),
      idleMs: Math.round(used.idle),
      cpuMs: Math.round((spent.user + spent.system) / 1000),
    };
    appendFileSync(join(dir, `files-${process.pid}.jsonl`), `${JSON.stringify(line)}\n`);
  });
}
