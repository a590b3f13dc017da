import { migrate } from '../../backend/src/cli/migrate';
import { newRunIds, saveRunIds } from './run-id';

/** A fresh database, migrated, for this run. */
export default async function globalSetup(): Promise<void> {
  const ids = newRunIds('int');
  saveRunIds(ids);
  await migrate({ databaseUrl: ids.databaseUrl });
}
