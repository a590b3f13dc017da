import { AppConfig } from '../config/env';
import { adminClient } from '../database/postgres-server.repository';
import { createRedis } from '../events/redis';

function where(url: string): string {
  const u = new URL(url);
  return `${u.hostname}:${u.port || (u.protocol.startsWith('redis') ? 6379 : 5432)}`;
}

/** One clear line per unreachable service, or an empty list when both answer. */
export async function checkServices(
  config: Pick<AppConfig, 'databaseUrl' | 'redisUrl'> &
    Partial<Pick<AppConfig, 'redisClusterNodes'>>,
) {
  const problems: string[] = [];
  const pg = adminClient(config.databaseUrl, 3000);
  try {
    await pg.connect();
  } catch (err) {
    problems.push(
      `PostgreSQL is not reachable at ${where(config.databaseUrl)} (${(err as Error).message || 'no answer'}). ` +
        'Start it (e.g. `sudo service postgresql start` or `docker compose up -d postgres`) or set DATABASE_URL.',
    );
  } finally {
    await pg.end().catch(() => undefined);
  }
  // A cluster's nodes: the client reaches one, and learns the others from it.
  const nodes = config.redisClusterNodes ?? null;
  const redis = createRedis(
    { ...config, redisClusterNodes: nodes },
    {
      lazyConnect: true,
      connectTimeout: 3000,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    },
  );
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } catch (err) {
    problems.push(
      `Redis is not reachable at ${nodes ? nodes.map((n) => `${n.host}:${n.port}`).join(', ') : where(config.redisUrl)} (${(err as Error).message || 'no answer'}). ` +
        'Start it (e.g. `redis-server --daemonize yes` or `docker compose up -d redis`) or set REDIS_URL.',
    );
  } finally {
    redis.disconnect();
  }
  return problems;
}
