import 'reflect-metadata';
import { ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { loadConfigOrExit } from '../config/env';
import { API_NODE_FLAGS } from './api-node-flags';
import { migrate } from './migrate';
import { checkServices } from './preflight';
import { seed } from './seed';
import { Supervisor } from './supervisor';

const root = resolve(__dirname, '..', '..', '..', '..');
const dist = resolve(root, 'dist');

/**
 * `npm start`: check PostgreSQL and Redis, create and migrate the database, seed an empty one,
 * then run the API (which serves the web client) and the worker until stopped, restarting either
 * one that dies.
 */
async function main(): Promise<void> {
  const startedAt = Date.now();
  const config = loadConfigOrExit();
  const problems = await checkServices(config);
  if (problems.length) {
    for (const line of problems) process.stderr.write(`${line}\n`);
    process.exit(1);
  }
  const applied = await migrate(config);
  if (applied.length) process.stdout.write(`Migrations applied: ${applied.join(', ')}\n`);
  const seeded = await seed();
  if (seeded.length) process.stdout.write(`Demo data seeded: ${seeded.join(', ')}\n`);

  const dev = process.argv.includes('--dev');
  const watch = dev ? ['--watch'] : [];
  // A process that dies is started again; the others keep serving meanwhile.
  const supervisor = new Supervisor((line) => process.stdout.write(`[start] ${line}\n`));
  supervisor.add('api', () =>
    run('api', [...API_NODE_FLAGS, ...watch, resolve(dist, 'backend/src/main.js')]),
  );
  let workerReady: () => void = () => undefined;
  const workerStarted = new Promise<void>((done) => (workerReady = done));
  supervisor.add('worker', () => {
    const child = run('worker', [...watch, resolve(dist, 'worker/src/main.js')]);
    child.on('message', (message) => message === 'ready' && workerReady());
    return child;
  });
  if (dev) {
    // Recompile the server on change (node --watch restarts it) and serve the client with HMR.
    const bin = (name: string) => resolve(root, 'node_modules', '.bin', name);
    supervisor.add('tsc', () =>
      run('tsc', [bin('tsc'), '-p', 'tsconfig.build.json', '--watch', '--preserveWatchOutput']),
    );
    supervisor.add('vite', () =>
      run('vite', [bin('vite'), '--config', 'frontend/vite.config.mts']),
    );
  }
  let stopping = false;
  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(code), 10_000).unref();
    void supervisor.stop().then(() => process.exit(code));
  };
  process.once('SIGINT', () => stop(0));
  process.once('SIGTERM', () => stop(0));

  try {
    await waitForHealth(`http://127.0.0.1:${config.port}/api/health`);
    // The addresses come last: after the worker's own start-up lines too (under --dev, node
    // --watch stands between us and the worker, so its word cannot reach us).
    if (!dev) {
      await Promise.race([workerStarted, new Promise((r) => setTimeout(r, 30_000).unref())]);
    }
  } catch (err) {
    // Never leave a half-started stack behind.
    await supervisor.stop();
    throw err;
  }
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  const site = `http://localhost:${config.port}`;
  process.stdout.write(
    [
      '',
      `GameHub is running at ${site} — ready in ${seconds}s`,
      ...(dev ? ['  Web client (hot reload)  http://localhost:5173'] : []),
      `  API docs                 ${site}/api/docs`,
      `  Queues (operators)       ${site}/admin/queues`,
      '',
    ].join('\n') + '\n',
  );
}

function run(name: string, args: string[]): ChildProcess {
  const child = spawn(process.execPath, ['--enable-source-maps', ...args], {
    cwd: root,
    env: process.env,
    // An IPC channel besides the terminal: the worker says when it is ready.
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  });
  child.once('error', (err) => process.stderr.write(`${name} failed to start: ${err.message}\n`));
  return child;
}

async function waitForHealth(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`API did not become healthy within ${timeoutMs / 1000}s`);
}

main().catch((err: unknown) => {
  process.stderr.write(`Start failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
