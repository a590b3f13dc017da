import 'reflect-metadata';
import { ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { loadConfigOrExit } from '../config/env';
import { API_NODE_FLAGS } from './api-node-flags';
import { LocalServices } from './local-services';
import { migrate } from './migrate';
import { checkServices } from './preflight';
import { seed } from './seed';
import { Supervisor } from '../processes/supervisor';

const root = resolve(__dirname, '..', '..', '..', '..');
const dist = resolve(root, 'dist');
// PostgreSQL and Redis of our own where none is configured or running (a machine with only Node).
const localServices = new LocalServices(root, (line) => process.stdout.write(`${line}\n`));

/**
 * `npm start`: check PostgreSQL and Redis (starting our own where DATABASE_URL / REDIS_URL is
 * unset and nothing answers at the default address), create and migrate the database, seed an
 * empty one, then run the API (which serves the web client) and the worker until stopped,
 * restarting either one that dies.
 */
async function main(): Promise<void> {
  const startedAt = Date.now();
  loadConfigOrExit(); // a bad variable stops us before anything is started
  // A process that dies is started again; the others keep serving meanwhile.
  const supervisor = new Supervisor((line) => process.stdout.write(`[start] ${line}\n`));
  let stopping = false;
  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(code), 30_000).unref();
    // The API and worker first (they use PostgreSQL and Redis until they exit), then the
    // PostgreSQL and Redis this start started, if any.
    const processes = Promise.race([supervisor.stop(), delay(10_000)]);
    void processes.then(() => localServices.stop()).finally(() => process.exit(code));
  };
  /**
   * Runs `name` under the supervisor; resolves when it first says 'ready'. Started again after
   * it died, it is told so (`--restarted`): the API then listens before warming up.
   */
  const readyOf = (name: string, args: string[]) =>
    new Promise<void>((ready) => {
      let starts = 0;
      supervisor.add(name, () => {
        const child = run(name, starts++ === 0 ? args : [...args, '--restarted']);
        child.on('message', (message) => message === 'ready' && ready());
        return child;
      });
    });
  process.once('SIGINT', () => stop(0));
  process.once('SIGTERM', () => stop(0));
  // Closing the terminal: the servers of our own are in process groups of their own.
  process.once('SIGHUP', () => stop(0));

  await localServices.start();
  // Their URLs for the rest of this start and for the processes it runs (which inherit them).
  Object.assign(process.env, localServices.env);
  const config = loadConfigOrExit();
  // A service we could not start for ourselves has its own line (how to get it), in place of
  // the preflight's.
  const ours = new Set(localServices.problems.map((line) => line.split(':')[0]));
  const problems = [
    ...(await checkServices(config)).filter((line) => !ours.has(line.split(' ')[0])),
    ...localServices.problems,
  ];
  if (problems.length) {
    for (const line of problems) process.stderr.write(`${line}\n`);
    await localServices.stop();
    process.exit(1);
  }
  const applied = await migrate(config);
  if (applied.length) process.stdout.write(`Migrations applied: ${applied.join(', ')}\n`);
  const seeded = await seed();
  if (seeded.length) process.stdout.write(`Demo data seeded: ${seeded.join(', ')}\n`);

  const dev = process.argv.includes('--dev');
  const watch = dev ? ['--watch'] : [];
  if (stopping) return; // stopped while migrating or seeding
  // Each says 'ready' once it serves: the API when every one of its processes listens.
  const apiStarted = readyOf('api', [
    ...API_NODE_FLAGS,
    ...watch,
    resolve(dist, 'backend/src/main.js'),
  ]);
  const workerStarted = readyOf('worker', [...watch, resolve(dist, 'worker/src/main.js')]);
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

  try {
    await waitForHealth(`http://127.0.0.1:${config.port}/api/health`);
    // The addresses come last: after every API process's and the worker's start-up lines (under
    // --dev, node --watch stands between us and them, so their word cannot reach us).
    if (!dev) {
      await Promise.race([
        Promise.all([apiStarted, workerStarted]),
        new Promise((r) => setTimeout(r, 30_000).unref()),
      ]);
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

function delay(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms).unref());
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

main().catch(async (err: unknown) => {
  process.stderr.write(`Start failed: ${err instanceof Error ? err.message : String(err)}\n`);
  await localServices.stop().catch(() => undefined);
  process.exit(1);
});
