import { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { startDomain } from '../../utils/stack';

// Indexes, CHECKs, foreign keys and UNIQUE constraints are written in migrations only: entities
// do not repeat them, so TypeORM would drop them. Everything about columns must match.
const MIGRATION_ONLY = /DROP INDEX|DROP CONSTRAINT/;

describe('schema', () => {
  let domain: INestApplicationContext;

  beforeAll(async () => {
    domain = await startDomain();
  });
  afterAll(() => domain.close());

  it('every entity has the columns, types, nullability and defaults the migrations built', async () => {
    const pending = await domain.get(DataSource).driver.createSchemaBuilder().log();
    const drift = pending.upQueries.map((q) => q.query).filter((q) => !MIGRATION_ONLY.test(q));
    expect(drift).toEqual([]);
  });

  it('every table the migrations built has an entity in its module', async () => {
    const dataSource = domain.get(DataSource);
    const tables: { tablename: string }[] = await dataSource.query(
      `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'migrations'`,
    );
    const mapped = dataSource.entityMetadatas.map((m) => m.tableName).sort();
    expect(tables.map((t) => t.tablename).sort()).toEqual(mapped);
  });
});
