import { Cluster } from 'ioredis';
import { parseEnv } from '../../backend/src/config/env';
import { dropDatabase } from '../../backend/src/database/postgres-server.repository';
import { createRedis } from '../../backend/src/events/redis';
import { stopRedisCluster } from './redis-cluster';
import { loadRunIds, RunIds, workerDatabaseUrl } from './run-id';

/** Drops this run's databases and deletes its Redis keys (and stops its Redis Cluster). */
export default async function globalTeardown(globalConfig: { maxWorkers: number }): Promise<void> {
  try {
    const ids = loadRunIds();
    for (let worker = 1; worker <= globalConfig.maxWorkers; worker++) {
      await dropDatabase(workerDatabaseUrl(ids, worker));
    }
    await dropRun(ids);
  } finally {
    await stopRedisCluster();
  }
}

/** Drops a run's database and deletes its Redis keys. */
export async function dropRun(ids: RunIds): Promise<void> {
  await dropDatabase(ids.databaseUrl);
  const { REDIS_URL, REDIS_CLUSTER_NODES } = process.env;
  const redis = createRedis(parseEnv({ REDIS_URL, REDIS_CLUSTER_NODES }));
  try {
    // A cluster's keys are spread over its masters: each is scanned.
    for (const node of redis instanceof Cluster ? redis.nodes('master') : [redis]) {
      let cursor = '0';
      do {
        const [next, keys] = await node.scan(cursor, 'MATCH', `${ids.redisPrefix}*`, 'COUNT', 1000);
        // One key per command: a cluster refuses a DEL of keys in several slots.
        await Promise.all(keys.map((key) => redis.unlink(key)));
        cursor = next;
      } while (cursor !== '0');
    }
  } finally {
    redis.disconnect();
  }
}
