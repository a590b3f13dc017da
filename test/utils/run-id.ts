import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Names of this run's database and Redis prefix, shared by global setup, tests and teardown. */
export interface RunIds {
  databaseUrl: string;
  redisPrefix: string;
}

const FILE = join(__dirname, '..', '..', 'var', 'test-run.json');

export function baseUrl(): string {
  return process.env.TEST_DATABASE_BASE_URL ?? 'postgres://postgres@127.0.0.1:5432';
}

export function newRunIds(kind: string): RunIds {
  const id = `${kind}_${Date.now().toString(36)}_${process.pid}`;
  return { databaseUrl: `${baseUrl()}/gamehub_${id}`, redisPrefix: `gamehub-test:${id}` };
}

export function saveRunIds(ids: RunIds): void {
  mkdirSync(join(FILE, '..'), { recursive: true });
  writeFileSync(FILE, JSON.stringify(ids));
}

export function loadRunIds(): RunIds {
  return JSON.parse(readFileSync(FILE, 'utf8')) as RunIds;
}
