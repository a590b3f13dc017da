import { migrate } from '../../backend/src/cli/migrate';
import { copyDatabase } from '../../backend/src/database/postgres-server.repository';
import { startRedisCluster } from './redis-cluster';
import { newRunIds, saveRunIds, workerDatabaseUrl } from './run-id';

/**
 * A fresh database, migrated, for this run, and a copy of it for each jest worker. With TEST_REDIS_CLUSTER=1 the run's Redis is a
 * three-master Redis Cluster started for it (and stopped by the teardown).
 */
export default async function globalSetup(globalConfig: { maxWorkers: number }): Promise<void> {
  const ids = newRunIds('int');
  saveRunIds(ids);
  if (process.env.TEST_REDIS_CLUSTER === '1') {
    process.env.REDIS_CLUSTER_NODES = await startRedisCluster();
  }
  await migrate({ databaseUrl: ids.databaseUrl });
  for (let worker = 1; worker <= globalConfig.maxWorkers; worker++) {
    await copyDatabase(ids.databaseUrl, workerDatabaseUrl(ids, worker));
  }
}
