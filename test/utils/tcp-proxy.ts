/// <reference types="jest" />
import { once } from 'node:events';
import { createServer, connect, Server, Socket } from 'node:net';
import { isOutage } from '../../backend/src/common/resilience/outages';
import { loadConfigOrExit } from '../../backend/src/config/env';

/**
 * What the proxy does to traffic:
 * - pass: forwards both ways;
 * - cut: refuses new connections (accepted and reset at once, so the port stays ours) and
 *   resets the open ones;
 * - slow: delays each chunk, both ways, by `delayMs` (order kept);
 * - reset: resets a connection as soon as either side sends something (mid-query).
 */
export type ProxyMode = 'pass' | 'cut' | 'slow' | 'reset';

interface Pair {
  client: Socket;
  upstream: Socket;
}

/** Forwards chunks in order, each no sooner than its due time. */
class Pipe {
  private readonly queue: { chunk: Buffer; due: number }[] = [];
  private timer?: NodeJS.Timeout;

  constructor(private readonly to: Socket) {}

  push(chunk: Buffer, delayMs: number): void {
    this.queue.push({ chunk, due: Date.now() + delayMs });
    if (!this.timer) this.drain();
  }

  stop(): void {
    clearTimeout(this.timer);
    this.queue.length = 0;
  }

  private drain(): void {
    this.timer = undefined;
    const now = Date.now();
    while (this.queue.length && this.queue[0].due <= now) {
      const { chunk } = this.queue.shift()!;
      if (!this.to.destroyed) this.to.write(chunk);
    }
    if (this.queue.length) {
      this.timer = setTimeout(() => this.drain(), this.queue[0].due - now);
    }
  }
}

/**
 * A TCP proxy in front of PostgreSQL or Redis that a test controls, to cut, slow or reset the
 * app's connections without touching the real server (other tests share it).
 */
export class TcpProxy {
  private readonly server: Server;
  private readonly pairs = new Set<Pair>();
  private mode: ProxyMode = 'pass';
  private lastActivityAt = 0;
  private delayMs = 0;
  /** Connections accepted, and those reset by a cut or in reset mode: to check a fault bit. */
  readonly stats = { accepted: 0, reset: 0 };

  constructor(
    private readonly target: { host: string; port: number },
    readonly name = `${target.host}:${target.port}`,
  ) {
    this.server = createServer((client) => this.accept(client));
  }

  async start(): Promise<this> {
    this.server.listen(0, '127.0.0.1');
    await once(this.server, 'listening');
    return this;
  }

  get port(): number {
    return (this.server.address() as { port: number }).port;
  }

  /** Connections open through the proxy now. */
  get connections(): number {
    return this.pairs.size;
  }

  /**
   * Waits until no connection has been open for `quietMs` (a client between two connections
   * is not done with the proxy), or fails after `timeoutMs`.
   */
  async drained(quietMs: number, timeoutMs = quietMs + 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.pairs.size > 0 || Date.now() - this.lastActivityAt < quietMs) {
      if (Date.now() > deadline) {
        throw new Error(`${this.name}: ${this.pairs.size} connections still open`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  get current(): ProxyMode {
    return this.mode;
  }

  set(mode: ProxyMode, { delayMs = 0 }: { delayMs?: number } = {}): void {
    this.mode = mode;
    this.delayMs = mode === 'slow' ? delayMs : 0;
    if (mode === 'cut') for (const pair of [...this.pairs]) this.reset(pair);
  }

  async stop(): Promise<void> {
    for (const pair of [...this.pairs]) this.reset(pair);
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(client: Socket): void {
    client.on('error', () => undefined);
    this.lastActivityAt = Date.now();
    if (this.mode === 'cut') {
      this.stats.reset++;
      client.resetAndDestroy();
      return;
    }
    this.stats.accepted++;
    const upstream = connect(this.target.port, this.target.host);
    upstream.on('error', () => undefined);
    const pair: Pair = { client, upstream };
    this.pairs.add(pair);
    const toUpstream = new Pipe(upstream);
    const toClient = new Pipe(client);
    const forward = (pipe: Pipe) => (chunk: Buffer) => {
      if (this.mode === 'reset' || this.mode === 'cut') this.reset(pair);
      else pipe.push(chunk, this.delayMs);
    };
    client.on('data', forward(toUpstream));
    upstream.on('data', forward(toClient));
    const close = () => {
      toUpstream.stop();
      toClient.stop();
      if (this.pairs.delete(pair)) this.lastActivityAt = Date.now();
      client.destroy();
      upstream.destroy();
    };
    client.on('close', close);
    upstream.on('close', close);
  }

  private reset(pair: Pair): void {
    if (!this.pairs.delete(pair)) return;
    this.lastActivityAt = Date.now();
    this.stats.reset++;
    if (!pair.client.destroyed) pair.client.resetAndDestroy();
    pair.upstream.destroy();
  }
}

/** PostgreSQL and Redis, each behind a proxy of its own. */
export interface ProxiedDependencies {
  pg: TcpProxy;
  redis: TcpProxy;
  /**
   * Once the app has closed: waits for its last Redis connections to end, stops both proxies
   * and points DATABASE_URL and REDIS_URL back.
   */
  stop(): Promise<void>;
}

/**
 * Puts a TcpProxy in front of PostgreSQL and one in front of Redis, and points DATABASE_URL and
 * REDIS_URL at them: the API and worker a test starts next connect through them.
 */
export async function proxyDependencies(): Promise<ProxiedDependencies> {
  const config = loadConfigOrExit();
  const saved = { DATABASE_URL: process.env.DATABASE_URL, REDIS_URL: process.env.REDIS_URL };
  const through = async (
    variable: keyof typeof saved,
    address: string,
    defaultPort: number,
    name: string,
  ) => {
    const url = new URL(address);
    const proxy = await new TcpProxy(
      { host: url.hostname, port: Number(url.port || defaultPort) },
      name,
    ).start();
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    process.env[variable] = url.toString();
    return proxy;
  };
  const pg = await through('DATABASE_URL', config.databaseUrl, 5432, 'PostgreSQL');
  const redis = await through('REDIS_URL', config.redisUrl, 6379, 'Redis');
  return {
    pg,
    redis,
    async stop() {
      // The socket.io adapter's reader ends after its blocking read (up to 2 s), reconnecting
      // first if it must; a proxy stopped under it would leave it reconnecting for good.
      await redis.drained(2500);
      await pg.stop();
      await redis.stop();
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    },
  };
}

/**
 * For the test file calling it: hides what clients print about the connections a proxy broke
 * (BullMQ's queues print each one), shows anything else.
 */
export function hideOutageErrors(): void {
  const printError = console.error.bind(console);
  beforeAll(() => {
    jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      if (!isOutage(args[0])) printError(...args);
    });
  });
  afterAll(() => jest.restoreAllMocks());
}
