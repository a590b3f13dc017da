import type { LoggerService } from '@nestjs/common';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { FastifyChildLoggerFactory } from 'fastify/types/logger';
import { LoggerModule } from 'nestjs-pino';
import { storage, Store } from 'nestjs-pino/storage';
import pino, { Bindings, ChildLoggerOptions, Logger as Pino } from 'pino';
import { APP_CONFIG, AppConfig } from '../../config/env';

/** Header values never written to a log, even at debug. */
export const REDACTED_HEADERS = ['authorization', 'cookie', 'api-key', 'idempotency-key'];

const loggers = new Map<string, Pino>();

/**
 * The process's one pino logger. Fastify makes each request's logger from it (a child bound to
 * `reqId`) and Nest's Logger writes through it, so every line of a request carries its id.
 */
export function rootLogger(config: Pick<AppConfig, 'logLevel' | 'nodeEnv'>): Pino {
  let logger = loggers.get(config.logLevel);
  if (!logger) {
    const options = {
      level: config.logLevel,
      redact: REDACTED_HEADERS.map((name) => `headers["${name}"]`),
    };
    logger =
      config.nodeEnv === 'development' && process.stdout.isTTY
        ? pino({ ...options, transport: { target: 'pino-pretty', options: { singleLine: true } } })
        : // Lines go out in writes of 1 KiB or more, or a quarter second after the first of
          // them, not a system call each (a write per line was a tenth of a signed-in call's
          // CPU); pino flushes what is left when the process exits. Chunks of at most 2 KiB:
          // sonic-boom measures the open chunk's bytes again for every line, which at 16 KiB
          // (its default) made a line cost 4.9 µs to write instead of 2.4 µs. Written in
          // place (pino's default), not handed to libuv's thread pool: the hand-off and the
          // wake-up after it cost more than the write (3.5–3.8 µs of CPU a line against
          // 0.9–1.1 µs, 200,000 lines through sonic-boom on one core).
          pino(
            options,
            pino.destination({ sync: true, minLength: 1024, maxWrite: 2048, periodicFlush: 250 }),
          );
    loggers.set(config.logLevel, logger);
  }
  return logger;
}

type LogArgs = Parameters<Pino['info']>;

/**
 * A request's logger (bound to its `reqId`), made the first time something logs through it:
 * most requests log nothing but their one line (logRequests), which the root logger writes, so
 * pino's child (its bindings serialised) is not made for each of them.
 */
export class LazyChild {
  private made?: Pino;

  constructor(
    readonly root: Pino,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  get logger(): Pino {
    return (this.made ??= this.root.child(this.bindings, this.options));
  }

  get level(): string {
    return this.made?.level ?? this.root.level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  isLevelEnabled(level: string): boolean {
    // A level of its own (a route's logLevel) needs the child to ask.
    return (this.made ?? (this.options.level ? this.logger : this.root)).isLevelEnabled(level);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): Pino {
    return this.logger.child(bindings, options);
  }

  fatal(...args: LogArgs): void {
    if (this.isLevelEnabled('fatal')) this.logger.fatal(...args);
  }

  error(...args: LogArgs): void {
    if (this.isLevelEnabled('error')) this.logger.error(...args);
  }

  warn(...args: LogArgs): void {
    if (this.isLevelEnabled('warn')) this.logger.warn(...args);
  }

  info(...args: LogArgs): void {
    if (this.isLevelEnabled('info')) this.logger.info(...args);
  }

  debug(...args: LogArgs): void {
    if (this.isLevelEnabled('debug')) this.logger.debug(...args);
  }

  trace(...args: LogArgs): void {
    if (this.isLevelEnabled('trace')) this.logger.trace(...args);
  }

  silent(): void {}
}

/** Fastify's childLoggerFactory: each request's logger a LazyChild. */
export const lazyChildLogger: FastifyChildLoggerFactory = (logger, bindings, options) =>
  new LazyChild(logger as Pino, bindings, options) as unknown as FastifyBaseLogger;

/**
 * Nest's logger over the root logger. `useExisting`: the request's logger is Fastify's own
 * child, bound to the request's async context by `bindRequestLoggers` (no per-request
 * serialising of the request, which pino-http did on every call even when nothing was logged).
 * No routes: nestjs-pino's binding middleware would bring @fastify/middie's machinery onto every
 * request (about 5 % of a signed-in call's CPU) to do what one hook does.
 */
export const LoggingModule = LoggerModule.forRootAsync({
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig) => ({
    forRoutes: [],
    useExisting: true,
    pinoHttp: { logger: rootLogger(config) },
  }),
});

/**
 * At debug, runs each request in an async context holding its logger (Fastify's child, bound to
 * its `reqId`), where nestjs-pino's Logger looks for it, so every line a service writes through
 * Nest's Logger during the request carries its id. Not at info and above: on Node 20 an
 * AsyncLocalStorage in use runs hooks on every promise of every request, about 14 µs of a 70 µs
 * call in the api bench; there the request's own line (logRequests) and its error lines (the
 * exception filter logs through the request's logger) carry the id.
 */
export function bindRequestLoggers(fastify: FastifyInstance): void {
  if (!(fastify.log as Pino).isLevelEnabled('debug')) return;
  fastify.addHook('onRequest', (request, _reply, done) => {
    storage.run(new Store(request.log as Pino), done);
  });
}

/** Probes call health every few seconds; their lines would drown the rest. */
const QUIET_ROUTES = new Set(['/api/health']);

/**
 * One line per answered request at info: request id, method, route, status and duration,
 * written by the root logger (no request logger is made for it); the request headers too at
 * debug, secrets redacted.
 */
export function logRequests(fastify: FastifyInstance): void {
  const log = fastify.log as Pino;
  fastify.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (!QUIET_ROUTES.has(route) && log.isLevelEnabled('info')) {
      const line: Record<string, unknown> = {
        reqId: request.id,
        method: request.method,
        route,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      };
      if (log.isLevelEnabled('debug')) line.headers = request.headers;
      log.info(line, 'request');
    }
    done();
  });
}

/** Nest's start-up chatter (one line per module and per route): kept for debugging. */
const BOOT_CONTEXTS = new Set([
  'NestFactory',
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestApplication',
  'WebSocketsController',
]);

/**
 * Nest's logger with its start-up lines moved to debug: `npm start` shows what matters (errors,
 * warnings, what our code logs), not ~350 lines of route mappings before the ready line.
 */
export class QuietStartLogger implements LoggerService {
  constructor(private readonly logger: LoggerService) {}

  log(message: unknown, ...rest: unknown[]): void {
    const context = rest[rest.length - 1];
    if (typeof context === 'string' && BOOT_CONTEXTS.has(context)) {
      this.logger.debug?.(message, ...rest);
    } else {
      this.logger.log(message, ...rest);
    }
  }

  error(message: unknown, ...rest: unknown[]): void {
    this.logger.error(message, ...rest);
  }

  warn(message: unknown, ...rest: unknown[]): void {
    this.logger.warn(message, ...rest);
  }

  debug(message: unknown, ...rest: unknown[]): void {
    this.logger.debug?.(message, ...rest);
  }

  verbose(message: unknown, ...rest: unknown[]): void {
    this.logger.verbose?.(message, ...rest);
  }
}
