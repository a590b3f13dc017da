/**
 * Errors that say a dependency (PostgreSQL, Redis) is unreachable or refusing work for a while,
 * not that the request or our code is wrong: the API answers them 503 with Retry-After
 * (api-exception.filter.ts), and the login does not count them against the player.
 */

/** Thrown where we decide not to ask a dependency (an open circuit breaker). */
export class DependencyUnavailableError extends Error {
  constructor(
    readonly dependency: string,
    reason: string,
  ) {
    super(`${dependency} unavailable: ${reason}`);
    this.name = 'DependencyUnavailableError';
  }
}

// PostgreSQL's SQLSTATEs: class 08 (connection exception) and these.
const PG_UNAVAILABLE = new Set([
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, recovering)
  '53000', // insufficient_resources
  '53100', // disk_full
  '53200', // out_of_memory
  '53300', // too_many_connections
]);

// Node's socket errors, from pg and ioredis alike.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ENOTFOUND',
]);

// pg and pg-pool raise these without a code; their messages are all there is to go on.
const PG_CODELESS = [
  /^Connection terminated/, // unexpectedly, or due to connection timeout
  /^timeout exceeded when trying to connect$/, // the pool's connectionTimeoutMillis
  /^Client has encountered a connection error and is not queryable$/,
  /^Query read timeout$/,
];

// ioredis's errors for a command sent while it is disconnected have no class or code either.
const REDIS_CODELESS = [
  /^Connection is closed\.$/,
  /^Stream isn't writeable and enableOfflineQueue options is false$/,
  /^Command timed out$/,
];

// Redis replies whose error code (the reply's first word) means "not now", not "wrong command".
const REDIS_BUSY = new Set(['LOADING', 'BUSY', 'MASTERDOWN', 'CLUSTERDOWN', 'TRYAGAIN', 'OOM']);

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  driverError?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/**
 * Whether the error (or what it wraps) says a dependency is unavailable right now. Read by
 * shape, not `instanceof Error`: Node's socket errors come from another realm under Jest, and
 * BullMQ may load its own copy of ioredis, whose classes differ from ours.
 */
export function isOutage(err: unknown, depth = 0): boolean {
  if (typeof err !== 'object' || err === null || depth > 3) return false;
  if (err instanceof DependencyUnavailableError) return true;
  const { name, message, code, driverError, cause, errors } = err as ErrorLike;
  if (name === 'MaxRetriesPerRequestError') return true;
  const text = typeof message === 'string' ? message : '';
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || PG_UNAVAILABLE.has(code)) return true;
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  } else if ([...PG_CODELESS, ...REDIS_CODELESS].some((pattern) => pattern.test(text))) {
    return true;
  }
  if (name === 'ReplyError' && REDIS_BUSY.has(text.split(' ', 1)[0])) return true;
  // TypeORM keeps pg's error as driverError; Node's connect gives AggregateError per address.
  const inner = [driverError, cause, ...(Array.isArray(errors) ? errors : [])];
  return inner.some((e) => e !== err && isOutage(e, depth + 1));
}
