import { dropDatabase } from '../../backend/src/database/ensure-database';
import { createRedis } from '../../backend/src/events/redis';
import { loadRunIds, RunIds } from './run-id';

/** Drops this run's database and deletes its Redis keys. */
export default async function globalTeardown(): Promise<void> {
  await dropRun(loadRunIds());
}

/** Drops a run's database and deletes its Redis keys. */
export async function dropRun(ids: RunIds): Promise<void> {
  await dropDatabase(ids.databaseUrl);
  const redis = createRedis({ redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${ids.redisPrefix}*`, 'COUNT', 1000);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
