/** Names of this run's database and Redis prefix, shared by global setup, tests and teardown. */
export interface RunIds {
  databaseUrl: string;
  redisPrefix: string;
}

// Passed through the environment (global setup runs first in the same process tree), so two
// runs in one checkout never read each other's names.
const ENV_KEY = 'GAMEHUB_TEST_RUN';

export function baseUrl(): string {
  return process.env.TEST_DATABASE_BASE_URL ?? 'postgres://postgres@127.0.0.1:5432';
}

export function newRunIds(kind: string): RunIds {
  const id = `${kind}_${Date.now().toString(36)}_${process.pid}`;
  return { databaseUrl: `${baseUrl()}/gamehub_${id}`, redisPrefix: `gamehub-test:${id}` };
}

export function saveRunIds(ids: RunIds): void {
  process.env[ENV_KEY] = JSON.stringify(ids);
}

export function loadRunIds(): RunIds {
  const saved = process.env[ENV_KEY];
  if (!saved) throw new Error(`${ENV_KEY} is not set: run tests through their jest config`);
  return JSON.parse(saved) as RunIds;
}

/**
 * The database of one jest worker (JEST_WORKER_ID, 1 and up): a copy of the run's migrated
 * database, so files running side by side never share tables.
 */
export function workerDatabaseUrl(ids: RunIds, worker: number | string): string {
  return `${ids.databaseUrl}_w${worker}`;
}
