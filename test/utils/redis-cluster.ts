import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A Redis Cluster this process started: its masters' ports, pids and data directory. */
interface StartedCluster {
  ports: number[];
  pids: number[];
  dir: string;
}

// Passed through the environment, as the run ids are: global setup and teardown share it.
const ENV_KEY = 'GAMEHUB_TEST_REDIS_CLUSTER';
const MASTERS = 3;
// A node's cluster bus listens on its port + 10000.
const BUS_OFFSET = 10_000;

/**
 * Starts a three-master Redis Cluster from the installed redis-server on free local ports, waits
 * until it serves every slot, and answers its nodes as REDIS_CLUSTER_NODES wants them.
 */
export async function startRedisCluster(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'gamehub-redis-cluster-'));
  const ports = await freePorts(MASTERS);
  const started: StartedCluster = { ports, pids: [], dir };
  process.env[ENV_KEY] = JSON.stringify(started);
  try {
    for (const port of ports) {
      const server = spawn(
        'redis-server',
        [
          ...['--port', String(port), '--bind', '127.0.0.1', '--dir', dir],
          ...['--cluster-enabled', 'yes', '--cluster-config-file', `nodes-${port}.conf`],
          ...['--save', '', '--appendonly', 'no', '--logfile', join(dir, `${port}.log`)],
        ],
        { stdio: 'ignore' },
      );
      const spawned = new Promise<void>((resolve, reject) => {
        server.once('spawn', resolve);
        server.once('error', (err) =>
          reject(
            new Error(
              `redis-server could not start (sudo apt install redis-server): ${err.message}`,
            ),
          ),
        );
      });
      await spawned;
      started.pids.push(server.pid as number);
      process.env[ENV_KEY] = JSON.stringify(started);
      server.unref();
    }
    const nodes = ports.map((port) => `127.0.0.1:${port}`);
    await until(`redis-server on ${nodes.join(', ')}`, async () => {
      await Promise.all(ports.map((port) => cli(port, 'ping')));
    });
    await run('redis-cli', [
      '--cluster',
      'create',
      ...nodes,
      '--cluster-replicas',
      '0',
      '--cluster-yes',
    ]);
    await until('cluster_state:ok on every node', async () => {
      for (const port of ports) {
        const info = await cli(port, 'cluster', 'info');
        if (!info.includes('cluster_state:ok')) throw new Error(`${port}: ${info.split('\n')[0]}`);
      }
    });
    return nodes.join(',');
  } catch (err) {
    await stopRedisCluster();
    throw err;
  }
}

/** Stops the cluster startRedisCluster started in this process tree, if any. */
export async function stopRedisCluster(): Promise<void> {
  const saved = process.env[ENV_KEY];
  if (!saved) return;
  delete process.env[ENV_KEY];
  const { pids, dir } = JSON.parse(saved) as StartedCluster;
  await Promise.all(
    pids.map(async (pid) => {
      try {
        process.kill(pid, 'SIGTERM');
      } catch {
        return; // already gone
      }
      await until(`redis-server ${pid} to stop`, async () => {
        try {
          process.kill(pid, 0);
        } catch {
          return;
        }
        throw new Error('still running');
      });
    }),
  );
  rmSync(dir, { recursive: true, force: true });
}

async function cli(port: number, ...args: string[]): Promise<string> {
  const { stdout } = await run('redis-cli', ['-h', '127.0.0.1', '-p', String(port), ...args]);
  return stdout;
}

/** Ports free for a node and for its cluster bus (port + 10000). */
async function freePorts(count: number): Promise<number[]> {
  const ports: number[] = [];
  while (ports.length < count) {
    const port = await listenOnce(0);
    if (port + BUS_OFFSET > 65535 || ports.includes(port)) continue;
    if ((await listenOnce(port + BUS_OFFSET).catch(() => null)) === null) continue;
    ports.push(port);
  }
  return ports;
}

function listenOnce(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address() as { port: number };
      server.close(() => resolve(bound));
    });
  });
}

async function until(what: string, check: () => Promise<void>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > deadline) {
        throw new Error(`Timed out waiting for ${what}: ${(err as Error).message}`, {
          cause: err,
        });
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
