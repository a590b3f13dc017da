import { availableParallelism } from 'node:os';

/**
 * Environment parsed once into a typed config shared by the API and the worker.
 * A bad or missing variable stops the process with one line naming it.
 */
export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  /** API processes on PORT (node:cluster); 1 runs the API in the started process itself. */
  apiProcesses: number;
  databaseUrl: string;
  /** PostgreSQL connections each process may hold at most. */
  dbPoolSize: number;
  /** One Redis: its address. A Redis Cluster: credentials and TLS for every node (scheme, user). */
  redisUrl: string;
  /** The Redis Cluster's seed nodes, or null for one Redis (REDIS_URL). */
  redisClusterNodes: RedisNode[] | null;
  /** Prefix for every Redis key and BullMQ queue, so test runs never share state. */
  redisPrefix: string;
  apiKey: string;
  jwtSecret: string;
  appUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  operatorUser: string;
  operatorToken: string;
  /** argon2id's cost for new password hashes (a stored hash keeps the cost it was made with). */
  passwordHashCost: PasswordHashCost;
  logLevel: string;
  /** Serve the built web client from the API process (the one-command start). */
  serveWeb: boolean;
  bodyLimitBytes: number;
  /** Requests per minute per client IP to one /api call (calls without a limit of their own). */
  rateLimitPerMinute: number;
  /**
   * Sign-in calls (login, social login, token refresh, verify, reset) per minute from one
   * address: high, as thousands of players may share a carrier-grade NAT address. The tight
   * limits key on the account (auth/auth-limits.ts).
   */
  loginLimitPerAddress: number;
  /** Sign-ups and mail-sending auth calls per minute from one address. */
  signupLimitPerAddress: number;
  /** Fastify trustProxy: false, true, a hop count, or addresses of the proxies in front. */
  trustProxy: boolean | number | string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  /**
   * How long an API process trusts a session it saw live without asking PostgreSQL again;
   * revocations reach every process at once over Redis, this bounds them when Redis cannot.
   */
  sessionCacheMs: number;
  /** How long one health probe's answer serves the probes that follow it. */
  healthCacheMs: number;
  /** Where mails go when SMTP_URL is unset (one .eml per mail). */
  mailOutboxDir: string;
  google: IdentityProviderConfig;
  apple: IdentityProviderConfig;
  gameProviders: {
    chess: GameProviderConfig;
    clashOfClans: GameProviderConfig;
    clashRoyale: GameProviderConfig;
  };
  /** How often the worker polls the game providers for live tournaments' results. */
  resultPollSeconds: number;
  /** How long a game_start token may be ended with game_end. */
  gameSessionTtlSeconds: number;
  /** Tic-tac-toe matches (the arena). */
  matches: MatchTimings;
  voucherCodes: VoucherCodeKeys;
  /** Referees per referrer per IST day whose signup bonuses are paid that day; the rest wait. */
  referralDailyCap: number;
  /**
   * How long this process answers a denomination it found sold out as sold out without trying
   * again (0: always try). An operator's import or retire of its codes ends it on every instance.
   */
  soldOutHintMs: number;
  /** Coins each reward source may mint in an IST day before operators are warned. */
  mintCeilings: MintCeilings;
}

/**
 * Coins per IST day, by reward source; 0: no ceiling. An alarm (a warning line and a metric),
 * never a stop: a player's payout does not wait on a budget.
 */
export interface MintCeilings {
  dailyBonus: number;
  tournament: number;
  referral: number;
}

/**
 * Voucher codes are cash: AES-256-GCM keys by id (the id is stored beside each code, so an old
 * key keeps decrypting after a new one takes over) and a separate HMAC key for the uniqueness hash.
 */
export interface VoucherCodeKeys {
  keys: Record<string, Buffer>;
  /** The key new codes are encrypted with. */
  currentKeyId: string;
  hashKey: Buffer;
}

/** An OpenID provider whose ID tokens we accept; off when clientId is null. */
export interface IdentityProviderConfig {
  clientId: string | null;
  issuers: string[];
  jwksUrl: string;
}

export interface MatchTimings {
  /** A player who does not move within this loses the match. */
  moveSeconds: number;
  /** A dropped player who is not back within this forfeits. */
  reconnectSeconds: number;
  /** A match still running at the tournament's end counts if it ends within this; settlement waits for it. */
  endGraceSeconds: number;
}

export interface RedisNode {
  host: string;
  port: number;
}

/** A game's public API for checking that a handle exists; off when baseUrl is null. */
export interface GameProviderConfig {
  baseUrl: string | null;
  token: string | null;
}

/** argon2id's memory (KiB) and passes. */
export interface PasswordHashCost {
  memoryKib: number;
  timeCost: number;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

const DEFAULTS: Env = {
  NODE_ENV: 'development',
  PORT: '3000',
  DB_POOL_SIZE: '20',
  // argon2's defaults: about a quarter of a second of one core per hash.
  PASSWORD_HASH_MEMORY_KIB: '65536',
  PASSWORD_HASH_TIME_COST: '3',
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/gamehub',
  REDIS_URL: 'redis://127.0.0.1:6379',
  REDIS_PREFIX: 'gamehub',
  API_KEY: 'gamehub-web',
  MAIL_FROM: 'GameHub <no-reply@gamehub.local>',
  OPERATOR_USER: 'operator',
  LOG_LEVEL: 'info',
  SERVE_WEB: 'true',
  BODY_LIMIT_BYTES: '102400',
  RATE_LIMIT_PER_MINUTE: '600',
  LOGIN_LIMIT_PER_ADDRESS: '600',
  SIGNUP_LIMIT_PER_ADDRESS: '120',
  ACCESS_TOKEN_TTL_SECONDS: '900',
  REFRESH_TOKEN_TTL_DAYS: '30',
  SESSION_CACHE_MS: '5000',
  HEALTH_CACHE_MS: '1000',
  MAIL_OUTBOX_DIR: 'var/mail',
  GOOGLE_ISSUERS: 'https://accounts.google.com,accounts.google.com',
  GOOGLE_JWKS_URL: 'https://www.googleapis.com/oauth2/v3/certs',
  APPLE_ISSUERS: 'https://appleid.apple.com',
  APPLE_JWKS_URL: 'https://appleid.apple.com/auth/keys',
  TRUST_PROXY: 'false',
  RESULT_POLL_SECONDS: '120',
  REFERRAL_DAILY_CAP: '20',
  SOLD_OUT_HINT_MS: '2000',
  GAME_SESSION_TTL_SECONDS: '7200',
  MATCH_MOVE_SECONDS: '20',
  MATCH_RECONNECT_SECONDS: '15',
  MATCH_END_GRACE_SECONDS: '60',
  MINT_CEILING_DAILY_BONUS: '500000',
  MINT_CEILING_TOURNAMENT: '50000',
  MINT_CEILING_REFERRAL: '200000',
};

/** Only development may fall back to these well-known secrets; production must set its own. */
const DEV_SECRETS: Env = {
  JWT_SECRET: 'dev-only-jwt-secret-change-me-0123456789',
  OPERATOR_TOKEN: 'dev-operator-token',
  VOUCHER_CODE_KEYS: 'dev1:ZGV2LW9ubHktdm91Y2hlci1rZXktY2hhbmdlLW1lISE=',
  VOUCHER_CODE_HASH_KEY: 'ZGV2LW9ubHktdm91Y2hlci1oYXNoLWtleS1jaGctbWU=',
};

function url(name: string, value: string, protocols: string[]): string {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new ConfigError(`${name} is not a valid URL`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must use ${protocols.join(' or ')}`);
  }
  return value;
}

const CLUSTER_URL = /^(rediss?)\+cluster:\/\/(?:([^@/]*)@)?([^/?#]*)\/?$/;

/** `host:port,host:port`; IPv6 hosts in brackets. */
function redisNodes(name: string, value: string): RedisNode[] {
  return value.split(',').map((entry) => {
    const match = /^(\[[0-9a-fA-F:.]+\]|[^\s:[\]]+):(\d{1,5})$/.exec(entry.trim());
    const port = Number(match?.[2]);
    if (!match || port < 1 || port > 65535) {
      throw new ConfigError(`${name} must be a comma list of host:port, not "${entry.trim()}"`);
    }
    return { host: match[1].replace(/^\[|\]$/g, ''), port };
  });
}

/**
 * REDIS_URL, or a cluster: REDIS_CLUSTER_NODES, or REDIS_URL as
 * `redis+cluster://[user:pass@]host:port,host:port` (`rediss+cluster` for TLS). A cluster's
 * redisUrl keeps the scheme and credentials, on its first node (for messages).
 */
function redis(env: Env): Pick<AppConfig, 'redisUrl' | 'redisClusterNodes'> {
  const raw = env.REDIS_URL as string;
  const clusterUrl = CLUSTER_URL.exec(raw);
  if (clusterUrl && env.REDIS_CLUSTER_NODES) {
    throw new ConfigError(
      'REDIS_CLUSTER_NODES and a redis+cluster REDIS_URL both name the nodes: set one',
    );
  }
  if (clusterUrl) {
    const [, scheme, credentials, hosts] = clusterUrl;
    const nodes = redisNodes('REDIS_URL', hosts);
    const first = hosts.split(',')[0].trim();
    return {
      redisUrl: url('REDIS_URL', `${scheme}://${credentials ? `${credentials}@` : ''}${first}`, [
        'redis:',
        'rediss:',
      ]),
      redisClusterNodes: nodes,
    };
  }
  if (/^rediss?\+cluster:/.test(raw)) {
    throw new ConfigError(
      'REDIS_URL must be redis+cluster://host:port,host:port (no path or query)',
    );
  }
  const protocols = ['redis:', 'rediss:'];
  if (!env.REDIS_CLUSTER_NODES) {
    return { redisUrl: url('REDIS_URL', raw, protocols), redisClusterNodes: null };
  }
  const nodes = redisNodes('REDIS_CLUSTER_NODES', env.REDIS_CLUSTER_NODES);
  if (new URL(url('REDIS_URL', raw, protocols)).pathname.replace(/^\//, '')) {
    throw new ConfigError(
      'REDIS_URL must name no database with REDIS_CLUSTER_NODES (a cluster has only 0)',
    );
  }
  return { redisUrl: raw, redisClusterNodes: nodes };
}

function int(name: string, value: string, min: number, max: number): number {
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < min || n > max) {
    throw new ConfigError(`${name} must be a whole number between ${min} and ${max}`);
  }
  return n;
}

function trustProxy(value: string): boolean | number | string {
  if (value === 'true' || value === 'false') return value === 'true';
  return /^\d+$/.test(value) ? Number(value) : value;
}

function bool(name: string, value: string): boolean {
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw new ConfigError(`${name} must be true or false`);
}

function identityProvider(env: Env, name: 'GOOGLE' | 'APPLE'): IdentityProviderConfig {
  return {
    clientId: env[`${name}_CLIENT_ID`] ?? null,
    issuers: (env[`${name}_ISSUERS`] as string).split(',').map((i) => i.trim()),
    jwksUrl: url(`${name}_JWKS_URL`, env[`${name}_JWKS_URL`] as string, ['http:', 'https:']),
  };
}

function gameProvider(env: Env, name: string): GameProviderConfig {
  const baseUrl = env[`${name}_URL`];
  return {
    baseUrl: baseUrl ? url(`${name}_URL`, baseUrl, ['http:', 'https:']).replace(/\/+$/, '') : null,
    token: env[`${name}_TOKEN`] ?? null,
  };
}

function key32(name: string, value: string): Buffer {
  const key = /^[A-Za-z0-9+/]+=*$/.test(value) ? Buffer.from(value, 'base64') : Buffer.alloc(0);
  if (key.length !== 32) throw new ConfigError(`${name} must be 32 bytes in base64`);
  return key;
}

function voucherCodeKeys(env: Env): VoucherCodeKeys {
  const keys: Record<string, Buffer> = {};
  for (const entry of (env.VOUCHER_CODE_KEYS as string).split(',')) {
    const [id, value] = entry.trim().split(':');
    if (!id || !/^[A-Za-z0-9_-]{1,20}$/.test(id) || value === undefined) {
      throw new ConfigError('VOUCHER_CODE_KEYS must be a comma list of <id>:<base64 key>');
    }
    keys[id] = key32(`VOUCHER_CODE_KEYS key ${id}`, value);
  }
  const currentKeyId = env.VOUCHER_CODE_KEY_ID ?? Object.keys(keys)[0];
  if (!keys[currentKeyId]) {
    throw new ConfigError('VOUCHER_CODE_KEY_ID must name a key of VOUCHER_CODE_KEYS');
  }
  const hashKey = key32('VOUCHER_CODE_HASH_KEY', env.VOUCHER_CODE_HASH_KEY as string);
  return { keys, currentKeyId, hashKey };
}

/**
 * Tests hash hundreds of passwords at a fraction of the cost; production may not go below
 * OWASP's floor for argon2id (19 MiB, 2 passes).
 */
function passwordHashCost(env: Env, nodeEnv: string): PasswordHashCost {
  const production = nodeEnv === 'production';
  return {
    memoryKib: int(
      'PASSWORD_HASH_MEMORY_KIB',
      env.PASSWORD_HASH_MEMORY_KIB as string,
      production ? 19_456 : 1_024,
      4_194_304,
    ),
    timeCost: int(
      'PASSWORD_HASH_TIME_COST',
      env.PASSWORD_HASH_TIME_COST as string,
      production ? 2 : 1,
      100,
    ),
  };
}

export function parseEnv(source: Env = process.env): AppConfig {
  const env: Env = { ...DEFAULTS };
  for (const [k, v] of Object.entries(source)) if (v !== undefined && v !== '') env[k] = v;
  const nodeEnv = env.NODE_ENV as string;
  if (!['development', 'production', 'test'].includes(nodeEnv)) {
    throw new ConfigError('NODE_ENV must be development, production or test');
  }
  for (const [k, v] of Object.entries(DEV_SECRETS)) {
    if (env[k] !== undefined) continue;
    if (nodeEnv === 'production') throw new ConfigError(`${k} is required in production`);
    env[k] = v;
  }
  const jwtSecret = env.JWT_SECRET as string;
  if (jwtSecret.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters');
  const operatorToken = env.OPERATOR_TOKEN as string;
  // Production's token guards money (the ops API) from the internet: too long to guess, even at
  // the guessing limit (common/auth/operator-auth.ts). Elsewhere the short defaults keep working.
  if (nodeEnv === 'production' && operatorToken.length < 32)
    throw new ConfigError('OPERATOR_TOKEN must be at least 32 characters in production');
  if (operatorToken.length < 8)
    throw new ConfigError('OPERATOR_TOKEN must be at least 8 characters');
  const port = int('PORT', env.PORT as string, 1, 65535);
  const apiProcesses = env.API_PROCESSES
    ? int('API_PROCESSES', env.API_PROCESSES, 1, 64)
    : defaultApiProcesses();
  // Unset, the site is where this process serves it: links in mail follow PORT.
  const appUrl = url('APP_URL', env.APP_URL ?? `http://localhost:${port}`, ['http:', 'https:']);

  return {
    nodeEnv: nodeEnv as AppConfig['nodeEnv'],
    port,
    apiProcesses,
    databaseUrl: url('DATABASE_URL', env.DATABASE_URL as string, ['postgres:', 'postgresql:']),
    dbPoolSize: int('DB_POOL_SIZE', env.DB_POOL_SIZE as string, 1, 1000),
    ...redis(env),
    redisPrefix: env.REDIS_PREFIX as string,
    apiKey: env.API_KEY as string,
    jwtSecret,
    appUrl: appUrl.replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL ? url('SMTP_URL', env.SMTP_URL, ['smtp:', 'smtps:']) : null,
    mailFrom: env.MAIL_FROM as string,
    operatorUser: env.OPERATOR_USER as string,
    operatorToken,
    passwordHashCost: passwordHashCost(env, nodeEnv),
    logLevel: env.LOG_LEVEL as string,
    serveWeb: bool('SERVE_WEB', env.SERVE_WEB as string),
    bodyLimitBytes: int('BODY_LIMIT_BYTES', env.BODY_LIMIT_BYTES as string, 1024, 10485760),
    rateLimitPerMinute: int(
      'RATE_LIMIT_PER_MINUTE',
      env.RATE_LIMIT_PER_MINUTE as string,
      1,
      1_000_000,
    ),
    loginLimitPerAddress: int(
      'LOGIN_LIMIT_PER_ADDRESS',
      env.LOGIN_LIMIT_PER_ADDRESS as string,
      1,
      1_000_000,
    ),
    signupLimitPerAddress: int(
      'SIGNUP_LIMIT_PER_ADDRESS',
      env.SIGNUP_LIMIT_PER_ADDRESS as string,
      1,
      1_000_000,
    ),
    trustProxy: trustProxy(env.TRUST_PROXY as string),
    // Above 5 minutes: the client refreshes 5 minutes before expiry.
    accessTokenTtlSeconds: int(
      'ACCESS_TOKEN_TTL_SECONDS',
      env.ACCESS_TOKEN_TTL_SECONDS as string,
      360,
      86_400,
    ),
    refreshTokenTtlDays: int(
      'REFRESH_TOKEN_TTL_DAYS',
      env.REFRESH_TOKEN_TTL_DAYS as string,
      1,
      365,
    ),
    sessionCacheMs: int('SESSION_CACHE_MS', env.SESSION_CACHE_MS as string, 0, 60_000),
    healthCacheMs: int('HEALTH_CACHE_MS', env.HEALTH_CACHE_MS as string, 0, 1000),
    mailOutboxDir: env.MAIL_OUTBOX_DIR as string,
    google: identityProvider(env, 'GOOGLE'),
    apple: identityProvider(env, 'APPLE'),
    gameProviders: {
      chess: gameProvider(env, 'CHESS_API'),
      clashOfClans: gameProvider(env, 'CLASH_OF_CLANS_API'),
      clashRoyale: gameProvider(env, 'CLASH_ROYALE_API'),
    },
    resultPollSeconds: int('RESULT_POLL_SECONDS', env.RESULT_POLL_SECONDS as string, 10, 3600),
    gameSessionTtlSeconds: int(
      'GAME_SESSION_TTL_SECONDS',
      env.GAME_SESSION_TTL_SECONDS as string,
      60,
      86_400,
    ),
    matches: {
      moveSeconds: int('MATCH_MOVE_SECONDS', env.MATCH_MOVE_SECONDS as string, 1, 300),
      reconnectSeconds: int(
        'MATCH_RECONNECT_SECONDS',
        env.MATCH_RECONNECT_SECONDS as string,
        1,
        300,
      ),
      endGraceSeconds: int(
        'MATCH_END_GRACE_SECONDS',
        env.MATCH_END_GRACE_SECONDS as string,
        0,
        3600,
      ),
    },
    voucherCodes: voucherCodeKeys(env),
    referralDailyCap: int('REFERRAL_DAILY_CAP', env.REFERRAL_DAILY_CAP as string, 1, 10_000),
    soldOutHintMs: int('SOLD_OUT_HINT_MS', env.SOLD_OUT_HINT_MS as string, 0, 60_000),
    mintCeilings: {
      dailyBonus: mintCeiling(env, 'MINT_CEILING_DAILY_BONUS'),
      tournament: mintCeiling(env, 'MINT_CEILING_TOURNAMENT'),
      referral: mintCeiling(env, 'MINT_CEILING_REFERRAL'),
    },
  };
}

function mintCeiling(env: Env, name: string): number {
  return int(name, env[name] as string, 0, 1_000_000_000);
}

/**
 * One API process per core, up to 8: past that a box is better split into containers, and
 * each process holds PostgreSQL connections of its own.
 */
function defaultApiProcesses(): number {
  return Math.min(availableParallelism(), 8);
}

/** Parse or exit with one line naming the problem (no stack trace). */
export function loadConfigOrExit(): AppConfig {
  try {
    return parseEnv();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`Configuration error: ${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
}

export const APP_CONFIG = Symbol('APP_CONFIG');
