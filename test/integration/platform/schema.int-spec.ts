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
    // The check sees every table: the entry entity is registered with the others.
    expect(domain.get(DataSource).hasMetadata('tournament_entries')).toBe(true);
  });
});
