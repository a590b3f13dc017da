import { Client } from 'pg';
import { loadStack } from './stack';

/** Reads the stack's database directly, to check what the app stored. */
export async function query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: loadStack().databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}
