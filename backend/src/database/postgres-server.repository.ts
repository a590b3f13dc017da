import { Client } from 'pg';

// The PostgreSQL server's side of our database, before TypeORM can connect to it: `npm run
// migrate` creates it, the test tiers drop theirs. Plain functions on a `pg` client of the
// server's `postgres` database, since no Nest context exists yet.

/** A client on the server's `postgres` database, for creating and dropping others. */
export function adminClient(databaseUrl: string, connectionTimeoutMillis?: number): Client {
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  return new Client({ connectionString: admin.toString(), connectionTimeoutMillis });
}

function databaseName(databaseUrl: string): string {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.replace(/^\//, ''));
  if (!/^[A-Za-z0-9_-]+$/.test(name)) throw new Error(`Unsupported database name "${name}"`);
  return name;
}

/** Creates the database named in the URL when it does not exist yet (first `npm start`). */
export async function ensureDatabase(databaseUrl: string): Promise<boolean> {
  const name = databaseName(databaseUrl);
  const client = adminClient(databaseUrl);
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount) return false;
    await client.query(`CREATE DATABASE "${name}"`);
    return true;
  } finally {
    await client.end();
  }
}

export async function dropDatabase(databaseUrl: string): Promise<void> {
  const name = databaseName(databaseUrl);
  const client = adminClient(databaseUrl);
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/**
 * A new database as a copy of another (its schema and rows), which must have no one connected:
 * the test tiers migrate one database per run and copy it for each of their workers.
 */
export async function copyDatabase(templateUrl: string, databaseUrl: string): Promise<void> {
  const template = databaseName(templateUrl);
  const name = databaseName(databaseUrl);
  const client = adminClient(databaseUrl);
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  } finally {
    await client.end();
  }
}
