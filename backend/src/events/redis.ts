import IORedis, { RedisOptions } from 'ioredis';
import { AppConfig } from '../config/env';

/** Connection options from REDIS_URL, so BullMQ opens (and closes) connections of its own. */
export function redisOptions(config: Pick<AppConfig, 'redisUrl'>): RedisOptions {
  const url = new URL(config.redisUrl);
  const db = url.pathname.replace(/^\//, '');
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : 6379,
    username: url.username ? decodeURIComponent(url.username) : undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    db: db ? Number(db) : 0,
    tls: url.protocol === 'rediss:' ? {} : undefined,
    // BullMQ needs this on the connections its workers block on.
    maxRetriesPerRequest: null,
  };
}

export function createRedis(config: Pick<AppConfig, 'redisUrl'>, options: RedisOptions = {}) {
  return new IORedis({ ...redisOptions(config), ...options });
}

export function bullPrefix(config: Pick<AppConfig, 'redisPrefix'>): string {
  return `${config.redisPrefix}:bull`;
}
