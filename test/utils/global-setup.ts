import { migrate } from '../../backend/src/cli/migrate';
import { startRedisCluster } from './redis-cluster';
import { newRunIds, saveRunIds } from './run-id';

/**
 * A fresh database, migrated, for this run. With TEST_REDIS_CLUSTER=1 the run's Redis is a
 * three-master Redis Cluster started for it (and stopped by the teardown).
 */
export default async function globalSetup(): Promise<void> {
  const ids = newRunIds('int');
  saveRunIds(ids);
  if (process.env.TEST_REDIS_CLUSTER === '1') {
    process.env.REDIS_CLUSTER_NODES = await startRedisCluster();
  }
  await migrate({ databaseUrl: ids.databaseUrl });
}
