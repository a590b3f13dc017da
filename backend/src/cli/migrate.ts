import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { AppConfig, loadConfigOrExit } from '../config/env';
import { dataSourceOptions } from '../database/data-source';
import { ensureDatabase } from '../database/postgres-server.repository';

/** Creates the database if needed and applies pending migrations; returns their names. */
export async function migrate(config: Pick<AppConfig, 'databaseUrl'>): Promise<string[]> {
  await ensureDatabase(config.databaseUrl);
  const dataSource = new DataSource(dataSourceOptions(config));
  await dataSource.initialize();
  try {
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((m) => m.name);
  } finally {
    await dataSource.destroy();
  }
}

if (require.main === module) {
  migrate(loadConfigOrExit())
    .then((names) =>
      process.stdout.write(
        `Migrations applied: ${names.length ? names.join(', ') : 'none pending'}\n`,
      ),
    )
    .catch((err: unknown) => {
      process.stderr.write(
        `Migration failed: ${err instanceof Error ? err.message : String(err)}\n`,
      );
      process.exit(1);
    });
}
