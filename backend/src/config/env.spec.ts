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
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number between 1 and 65535'],
    [{ PORT: '70000' }, 'PORT must be a whole number between 1 and 65535'],
    [{ DATABASE_URL: 'mysql://x/y' }, 'DATABASE_URL must use postgres: or postgresql:'],
    [{ REDIS_URL: 'not a url' }, 'REDIS_URL is not a valid URL'],
    [{ APP_URL: 'ftp://site' }, 'APP_URL must use http: or https:'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET must be at least 32 characters'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV must be development, production or test'],
    [{ SERVE_WEB: 'maybe' }, 'SERVE_WEB must be true or false'],
  ])('names the bad variable in %j', (env, message) => {
    expect(() => parseEnv(env)).toThrow(new ConfigError(message));
  });

  it('refuses development secrets in production', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(
      'JWT_SECRET is required in production',
    );
    expect(() => parseEnv({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) })).toThrow(
      'OPERATOR_TOKEN is required in production',
    );
  });

  it('trims a trailing slash from APP_URL so links join cleanly', () => {
    expect(parseEnv({ APP_URL: 'https://gamehub.example/' }).appUrl).toBe(
      'https://gamehub.example',
    );
  });
});
