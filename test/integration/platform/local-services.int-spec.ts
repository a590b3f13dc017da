import { ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { freePort } from '../../../backend/src/cli/local-services';

const ROOT = join(__dirname, '../../..');

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The pids of a process's descendants (PostgreSQL's checkpointer, walwriter, backends...). */
function descendants(pid: number): number[] {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number));
  const found: number[] = [];
  const walk = (parent: number) => {
    for (const [child, ppid] of rows) {
      if (ppid === parent) {
        found.push(child);
        walk(child);
      }
    }
  };
  walk(pid);
  return found;
}

function redisPing(port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('error', reject);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (chunk) => {
      socket.destroy();
      resolve(chunk.toString().trim());
    });
  });
}

/**
 * A machine with only Node.js: `npm start` (the built dist/, as `npm start` runs it) with
 * DATABASE_URL and REDIS_URL unset and nothing at the default addresses (moved to dead ports)
 * starts an embedded PostgreSQL and redis-server of its own, and stops them when it stops.
 */
describe('npm start with nothing at the default addresses', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gamehub-local-services-'));
  let start: ChildProcess;
  let output = '';
  let url: string;
  let pgPort: number;
  let redisPort: number;
  const pids: number[] = [];

  const waitFor = async (pattern: RegExp, timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const match = output.match(pattern);
      if (match) return match;
      if (start.exitCode !== null || Date.now() > deadline) {
        throw new Error(`Waited for ${pattern} in vain:\n${output.slice(-4000)}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  beforeAll(async () => {
    // The stack as `npm start` runs it: built first (nothing to do when dist/ is current).
    await promisify(execFile)('npm', ['run', 'build:server:missing', '--silent'], { cwd: ROOT });
    // As root PostgreSQL runs as `nobody`, which must reach its data directory.
    chmodSync(dir, 0o755);
    const [deadPg, deadRedis, port] = [await freePort(), await freePort(), await freePort()];
    url = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      GAMEHUB_DEFAULT_DATABASE_URL: `postgres://postgres@127.0.0.1:${deadPg}/gamehub`,
      GAMEHUB_DEFAULT_REDIS_URL: `redis://127.0.0.1:${deadRedis}`,
      GAMEHUB_LOCAL_SERVICES_DIR: dir,
      PORT: String(port),
      APP_URL: url,
      SERVE_WEB: 'false',
      LOG_LEVEL: 'warn',
    };
    delete env.DATABASE_URL;
    delete env.REDIS_URL;
    start = spawn(process.execPath, [join(ROOT, 'dist/backend/src/cli/start.js')], {
      cwd: ROOT,
      env,
      // Its own process group, so a failed test can still clear away the API and worker.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const collect = (chunk: Buffer) => (output += chunk.toString());
    start.stdout?.on('data', collect);
    start.stderr?.on('data', collect);
    // initdb on the first start takes a few seconds; migrations and the seed follow.
    await waitFor(/GameHub is running/, 240_000);
    pgPort = Number(readFileSync(join(dir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3]);
    redisPort = Number(
      /started redis-server \S* on 127\.0\.0\.1:(\d+)/.exec(output)?.[1] ?? Number.NaN,
    );
  }, 300_000);

  afterAll(async () => {
    if (start.exitCode === null && start.signalCode === null) {
      try {
        process.kill(-start.pid!, 'SIGKILL');
      } catch {
        // gone already
      }
    }
    for (const pid of pids) if (alive(pid)) process.kill(pid, 'SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('prints one line for each service it started, with its private port', () => {
    const at = dir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const lines = output.split('\n');
    const pg = lines.filter((l) => l.startsWith('PostgreSQL: '));
    const redis = lines.filter((l) => l.startsWith('Redis: '));
    expect(pg).toEqual([
      expect.stringMatching(
        new RegExp(
          `^PostgreSQL: nothing answers at 127\\.0\\.0\\.1:\\d+, so started an embedded PostgreSQL [\\d.]+ ` +
            `on 127\\.0\\.0\\.1:${pgPort} \\(data in ${at}/postgres, created in [\\d.]+s\\); it stops with the stack\\.$`,
        ),
      ),
    ]);
    expect(redis).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Redis: nothing answers at 127\\.0\\.0\\.1:\\d+, so started redis-server \\S+ ` +
            `on 127\\.0\\.0\\.1:${redisPort} \\(data in ${at}/redis\\); it stops with the stack\\.$`,
        ),
      ),
    ]);
    // For the report: how long the first start's initdb took.
    process.stdout.write(`${pg[0]}\n`);
  });

  it('serves the API on them: health, and a call reading the seeded database', async () => {
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    const res = await fetch(`${url}/api/tournament_list`, {
      method: 'POST',
      headers: { 'api-key': 'test-api-key', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);

    // The data is in the embedded PostgreSQL, the queues in our redis-server.
    const db = new Client({ connectionString: `postgres://postgres@127.0.0.1:${pgPort}/gamehub` });
    await db.connect();
    try {
      const { rows } = await db.query('SELECT count(*)::int AS n FROM tournaments');
      expect(rows[0].n).toBeGreaterThan(0);
    } finally {
      await db.end();
    }
    expect(await redisPing(redisPort)).toBe('+PONG');
  });

  it('runs PostgreSQL unprivileged (initdb and postgres refuse root)', () => {
    const postmaster = Number(
      readFileSync(join(dir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    const uid = Number(
      execFileSync('ps', ['-o', 'uid=', '-p', String(postmaster)], { encoding: 'utf8' }),
    );
    expect(uid).not.toBe(0);
  });

  it('keeps them running when the supervisor restarts a crashed worker', async () => {
    const worker = Number(/worker started \(pid (\d+)\)/.exec(output)?.[1]);
    const postmaster = Number(
      readFileSync(join(dir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    process.kill(worker, 'SIGKILL');
    await waitFor(new RegExp(`worker \\(pid ${worker}\\) exited with signal SIGKILL`), 10_000);
    await waitFor(/worker started[^\n]*\n[\s\S]*worker started \(pid \d+\)/, 15_000);
    expect(alive(postmaster)).toBe(true);
    expect(await redisPing(redisPort)).toBe('+PONG');
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
  }, 30_000);

  it('stops the embedded PostgreSQL and redis-server with the stack (SIGTERM)', async () => {
    const postmaster = Number(
      readFileSync(join(dir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    const redis = Number(readFileSync(join(dir, 'redis', 'redis.pid'), 'utf8').trim());
    pids.push(postmaster, ...descendants(postmaster), redis);
    expect(pids.every(alive)).toBe(true);

    const exited = once(start, 'exit');
    start.kill('SIGTERM'); // to npm start alone: it stops everything it started
    const [code] = (await exited) as [number | null];
    expect(code).toBe(0);
    expect(pids.filter(alive)).toEqual([]);
    // Shut down cleanly: no lock files left behind, nothing answering on their ports.
    expect(existsSync(join(dir, 'postgres', 'postmaster.pid'))).toBe(false);
    expect(existsSync(join(dir, 'redis', 'redis.pid'))).toBe(false);
    expect(existsSync(join(dir, 'local-services.pid'))).toBe(false);
    await expect(redisPing(redisPort)).rejects.toThrow(/ECONNREFUSED/);
  }, 60_000);
});
