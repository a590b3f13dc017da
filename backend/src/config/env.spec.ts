import { availableParallelism } from 'node:os';
import { ConfigError, parseEnv } from './env';

describe('parseEnv', () => {
  it('gives a working development config with no variables set', () => {
    const config = parseEnv({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/gamehub',
      redisUrl: 'redis://127.0.0.1:6379',
      appUrl: 'http://localhost:3000',
      smtpUrl: null,
      referralDailyCap: 20,
      gameSessionTtlSeconds: 7200,
      soldOutHintMs: 2000,
      mintCeilings: { dailyBonus: 500_000, tournament: 50_000, referral: 200_000 },
    });
    expect(parseEnv({ REFERRAL_DAILY_CAP: '5' }).referralDailyCap).toBe(5);
    // 0 turns a source's ceiling off.
    expect(parseEnv({ MINT_CEILING_REFERRAL: '0' }).mintCeilings.referral).toBe(0);
  });

  it('runs an API process per core, up to 8, unless API_PROCESSES says how many', () => {
    expect(parseEnv({}).apiProcesses).toBe(Math.min(availableParallelism(), 8));
    expect(parseEnv({ API_PROCESSES: '1' }).apiProcesses).toBe(1);
    expect(parseEnv({ API_PROCESSES: '12' }).apiProcesses).toBe(12);
    expect(parseEnv({}).dbPoolSize).toBe(20);
    expect(parseEnv({ DB_POOL_SIZE: '7' }).dbPoolSize).toBe(7);
    expect(() => parseEnv({ API_PROCESSES: '0' })).toThrow(
      new ConfigError('API_PROCESSES must be a whole number between 1 and 64'),
    );
    expect(() => parseEnv({ DB_POOL_SIZE: 'many' })).toThrow(
      new ConfigError('DB_POOL_SIZE must be a whole number between 1 and 1000'),
    );
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number between 1 and 65535'],
    [{ PORT: '70000' }, 'PORT must be a whole number between 1 and 65535'],
    [{ DATABASE_URL: 'mysql://x/y' }, 'DATABASE_URL must use postgres: or postgresql:'],
    [{ REDIS_URL: 'not a url' }, 'REDIS_URL is not a valid URL'],
    [
      { REDIS_CLUSTER_NODES: '10.0.0.1:7000,10.0.0.2' },
      'REDIS_CLUSTER_NODES must be a comma list of host:port, not "10.0.0.2"',
    ],
    [
      { REDIS_CLUSTER_NODES: '10.0.0.1:70000' },
      'REDIS_CLUSTER_NODES must be a comma list of host:port, not "10.0.0.1:70000"',
    ],
    [
      { REDIS_URL: 'redis+cluster://a:7000,b' },
      'REDIS_URL must be a comma list of host:port, not "b"',
    ],
    [
      { REDIS_URL: 'redis+cluster://a:7000/2' },
      'REDIS_URL must be redis+cluster://host:port,host:port (no path or query)',
    ],
    [
      { REDIS_URL: 'redis+cluster://a:7000', REDIS_CLUSTER_NODES: 'b:7000' },
      'REDIS_CLUSTER_NODES and a redis+cluster REDIS_URL both name the nodes: set one',
    ],
    [
      { REDIS_URL: 'redis://h:6379/3', REDIS_CLUSTER_NODES: 'b:7000' },
      'REDIS_URL must name no database with REDIS_CLUSTER_NODES (a cluster has only 0)',
    ],
    [{ APP_URL: 'ftp://site' }, 'APP_URL must use http: or https:'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET must be at least 32 characters'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV must be development, production or test'],
    [{ SERVE_WEB: 'maybe' }, 'SERVE_WEB must be true or false'],
    [{ VOUCHER_CODE_KEYS: 'nokey' }, 'VOUCHER_CODE_KEYS must be a comma list of <id>:<base64 key>'],
    [{ VOUCHER_CODE_KEYS: 'k1:c2hvcnQ=' }, 'VOUCHER_CODE_KEYS key k1 must be 32 bytes in base64'],
    [{ VOUCHER_CODE_KEY_ID: 'k9' }, 'VOUCHER_CODE_KEY_ID must name a key of VOUCHER_CODE_KEYS'],
    [{ VOUCHER_CODE_HASH_KEY: 'c2hvcnQ=' }, 'VOUCHER_CODE_HASH_KEY must be 32 bytes in base64'],
    [{ REFERRAL_DAILY_CAP: '0' }, 'REFERRAL_DAILY_CAP must be a whole number between 1 and 10000'],
    [{ SOLD_OUT_HINT_MS: '-1' }, 'SOLD_OUT_HINT_MS must be a whole number between 0 and 60000'],
    [
      { MINT_CEILING_TOURNAMENT: '1e6' },
      'MINT_CEILING_TOURNAMENT must be a whole number between 0 and 1000000000',
    ],
    [
      { GAME_SESSION_TTL_SECONDS: '30' },
      'GAME_SESSION_TTL_SECONDS must be a whole number between 60 and 86400',
    ],
  ])('names the bad variable in %j', (env, message) => {
    expect(() => parseEnv(env)).toThrow(new ConfigError(message));
  });

  it('connects to one Redis unless a cluster is named, by REDIS_CLUSTER_NODES or the URL', () => {
    expect(parseEnv({}).redisClusterNodes).toBeNull();
    expect(parseEnv({ REDIS_CLUSTER_NODES: '10.0.0.1:7000, [::1]:7001' })).toMatchObject({
      redisUrl: 'redis://127.0.0.1:6379',
      redisClusterNodes: [
        { host: '10.0.0.1', port: 7000 },
        { host: '::1', port: 7001 },
      ],
    });
    // The scheme and credentials apply to every node.
    expect(parseEnv({ REDIS_URL: 'rediss+cluster://u:p%40ss@a:7000,b:7001' })).toMatchObject({
      redisUrl: 'rediss://u:p%40ss@a:7000',
      redisClusterNodes: [
        { host: 'a', port: 7000 },
        { host: 'b', port: 7001 },
      ],
    });
  });

  it('refuses development secrets in production', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(
      'JWT_SECRET is required in production',
    );
    expect(() => parseEnv({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) })).toThrow(
      'OPERATOR_TOKEN is required in production',
    );
  });

  it('hashes passwords at argon2id’s default cost unless told, and never below OWASP’s floor in production', () => {
    expect(parseEnv({}).passwordHashCost).toEqual({ memoryKib: 65536, timeCost: 3 });
    expect(
      parseEnv({ PASSWORD_HASH_MEMORY_KIB: '4096', PASSWORD_HASH_TIME_COST: '2' }).passwordHashCost,
    ).toEqual({ memoryKib: 4096, timeCost: 2 });
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      OPERATOR_TOKEN: 'x'.repeat(32),
      VOUCHER_CODE_KEYS: `k1:${Buffer.alloc(32, 1).toString('base64')}`,
      VOUCHER_CODE_HASH_KEY: Buffer.alloc(32, 2).toString('base64'),
    };
    expect(() => parseEnv({ ...production, PASSWORD_HASH_MEMORY_KIB: '4096' })).toThrow(
      new ConfigError('PASSWORD_HASH_MEMORY_KIB must be a whole number between 19456 and 4194304'),
    );
    expect(() => parseEnv({ ...production, PASSWORD_HASH_TIME_COST: '1' })).toThrow(
      new ConfigError('PASSWORD_HASH_TIME_COST must be a whole number between 2 and 100'),
    );
    expect(parseEnv({ ...production, PASSWORD_HASH_MEMORY_KIB: '19456' }).passwordHashCost).toEqual(
      { memoryKib: 19456, timeCost: 3 },
    );
  });

  it('refuses an operator token under 32 characters in production, naming the key', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      VOUCHER_CODE_KEYS: `k1:${Buffer.alloc(32, 1).toString('base64')}`,
      VOUCHER_CODE_HASH_KEY: Buffer.alloc(32, 2).toString('base64'),
    };
    for (const token of ['dev-operator-token', 'x'.repeat(31)]) {
      expect(() => parseEnv({ ...production, OPERATOR_TOKEN: token })).toThrow(
        new ConfigError('OPERATOR_TOKEN must be at least 32 characters in production'),
      );
    }
    expect(parseEnv({ ...production, OPERATOR_TOKEN: 'x'.repeat(32) }).operatorToken).toBe(
      'x'.repeat(32),
    );
    // Development and tests keep their short well-known tokens.
    expect(parseEnv({}).operatorToken).toBe('dev-operator-token');
    expect(
      parseEnv({ NODE_ENV: 'test', OPERATOR_TOKEN: 'test-operator-token' }).operatorToken,
    ).toBe('test-operator-token');
    expect(() => parseEnv({ OPERATOR_TOKEN: 'short' })).toThrow(
      new ConfigError('OPERATOR_TOKEN must be at least 8 characters'),
    );
  });

  it('reads voucher code keys by id, the named one encrypting new codes', () => {
    const a = Buffer.alloc(32, 1).toString('base64');
    const b = Buffer.alloc(32, 2).toString('base64');
    const { voucherCodes } = parseEnv({
      VOUCHER_CODE_KEYS: `old:${a}, new:${b}`,
      VOUCHER_CODE_KEY_ID: 'new',
    });
    expect(Object.keys(voucherCodes.keys)).toEqual(['old', 'new']);
    expect(voucherCodes.currentKeyId).toBe('new');
    expect(voucherCodes.keys.new.equals(Buffer.alloc(32, 2))).toBe(true);
  });

  it('defaults APP_URL to this process on its PORT, so mail links reach it', () => {
    expect(parseEnv({ PORT: '4123' }).appUrl).toBe('http://localhost:4123');
    expect(parseEnv({}).appUrl).toBe('http://localhost:3000');
    expect(parseEnv({ PORT: '4123', APP_URL: 'https://gamehub.example' }).appUrl).toBe(
      'https://gamehub.example',
    );
  });

  it('trims a trailing slash from APP_URL so links join cleanly', () => {
    expect(parseEnv({ APP_URL: 'https://gamehub.example/' }).appUrl).toBe(
      'https://gamehub.example',
    );
  });
});
