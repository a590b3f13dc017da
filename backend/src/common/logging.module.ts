import type { LoggerService } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { LoggerModule } from 'nestjs-pino';
import { storage, Store } from 'nestjs-pino/storage';
import pino, { Logger as Pino } from 'pino';
import { APP_CONFIG, AppConfig } from '../config/env';

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
        : // Lines written while a write is under way go out together with the next one, not
          // one system call each; pino flushes what is left when the process exits.
          pino(options, pino.destination({ sync: false }));
    loggers.set(config.logLevel, logger);
  }
  return logger;
}

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
 * Runs each request in an async context holding its logger (Fastify's child, bound to its
 * `reqId`), where nestjs-pino's Logger looks for it: what its middleware does, as a hook.
 */
export function bindRequestLoggers(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, _reply, done) => {
    storage.run(new Store(request.log as Pino), done);
  });
}

/** Probes call health every few seconds; their lines would drown the rest. */
const QUIET_ROUTES = new Set(['/api/health']);

/**
 * One line per answered request at info: method, route, status and duration (the request id
 * comes from the request's logger); the request headers too at debug, secrets redacted.
 */
export function logRequests(fastify: FastifyInstance): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const log = request.log as Pino;
    if (!QUIET_ROUTES.has(route) && log.isLevelEnabled('info')) {
      const line: Record<string, unknown> = {
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
