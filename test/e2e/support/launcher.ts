import { ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { RunIds } from '../../utils/run-id';

// The one way to pick a port, re-exported for the e2e suites.
export { freePort } from '../../../backend/src/cli/local-services';

export interface Launcher {
  child: ChildProcess;
  url: string;
  /** Everything the launcher and its processes printed so far. */
  output(): string;
  /** Waits until the output matches, or fails with its tail. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  /** Stops collecting output (the stack keeps running). */
  detach(): void;
}

/** The repository root, from this file's source or compiled (dist/) location. */
function repositoryRoot(): string {
  let dir = __dirname;
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return dir;
}

/** The client build the launched stack serves (npm start runs from the repository root). */
export const webRoot = join(repositoryRoot(), 'frontend', 'dist');

/** Runs the built stack exactly as `npm start` does, on the run's database, prefix and port. */
export function launch(ids: RunIds, port: number, env: Record<string, string> = {}): Launcher {
  const root = repositoryRoot();
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, [join(root, 'dist/backend/src/cli/start.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      APP_URL: url,
      DATABASE_URL: ids.databaseUrl,
      REDIS_PREFIX: ids.redisPrefix,
      LOG_LEVEL: 'warn',
      SERVE_WEB: 'true',
      // As in test-env.ts: still argon2id, at a cost the suites can pay for every player.
      PASSWORD_HASH_MEMORY_KIB: '4096',
      PASSWORD_HASH_TIME_COST: '2',
      // The workers' stacks side by side, and the specs' own, stay within PostgreSQL's 100 connections.
      DB_POOL_SIZE: '8',
      ...env,
    },
    // Its own process group, so one signal stops the launcher and everything it started.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => (output += chunk.toString());
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return {
    child,
    url,
    output: () => output,
    async waitFor(pattern, timeoutMs = 90_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const match = output.match(pattern);
        if (match) return match;
        if (child.exitCode !== null || Date.now() > deadline) {
          throw new Error(`Waited for ${pattern} in vain:\n${output.slice(-4000)}`);
        }
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    detach() {
      child.stdout?.removeAllListeners('data');
      child.stderr?.removeAllListeners('data');
      child.stdout?.resume();
      child.stderr?.resume();
      child.unref();
    },
  };
}

/** SIGTERM to the launcher's process group, then waits for every process of it to be gone. */
export async function stopGroup(pid: number, timeoutMs = 15_000): Promise<void> {
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    return; // already gone
  }
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      process.kill(-pid, 0);
      await new Promise((r) => setTimeout(r, 200));
    } catch {
      return;
    }
  }
}
