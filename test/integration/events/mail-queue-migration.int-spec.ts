import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../../backend/src/database/data-source';
import {
  dropDatabase,
  ensureDatabase,
} from '../../../backend/src/database/postgres-server.repository';
import { MIGRATIONS } from '../../../backend/src/database/migrations';
import { RenameMailQueue1763791000000 } from '../../../backend/src/database/migrations/1763791000000-rename-mail-queue';
import { loadRunIds } from '../../utils/run-id';

describe('migration to the mail queue’s new name', () => {
  const databaseUrl = `${loadRunIds().databaseUrl}_mail_queue`;
  let dataSource: DataSource;
  const migration = new RenameMailQueue1763791000000();

  // A database migrated up to just before the rename, its outbox holding mail under the old name.
  beforeAll(async () => {
    await ensureDatabase(databaseUrl);
    dataSource = new DataSource({
      ...dataSourceOptions({ databaseUrl }),
      migrations: MIGRATIONS.filter((m) => m !== RenameMailQueue1763791000000),
    });
    await dataSource.initialize();
    await dataSource.runMigrations({ transaction: 'each' });
    await dataSource.query(
      `INSERT INTO outbox_events (queue, name, payload, idempotency_key, published_at) VALUES
         ('notifications', 'mail.verify_email', '{"userId":"u1"}', 'pending', NULL),
         ('notifications', 'mail.verify_email', '{"userId":"u2"}', 'relayed', now()),
         ('rewards', 'prize.paid', '{}', 'event', NULL)`,
    );
  });
  afterAll(async () => {
    await dataSource.destroy();
    await dropDatabase(databaseUrl);
  });

  const queues = async () =>
    (
      (await dataSource.query(
        `SELECT idempotency_key, queue FROM outbox_events ORDER BY idempotency_key`,
      )) as { idempotency_key: string; queue: string }[]
    ).map((r) => `${r.idempotency_key}: ${r.queue}`);

  it('moves mail still waiting in the outbox to the mail queue, leaves what was relayed, and back', async () => {
    const runner = dataSource.createQueryRunner();
    try {
      await migration.up(runner);
      expect(await queues()).toEqual(['event: rewards', 'pending: mail', 'relayed: notifications']);
      await migration.down(runner);
      expect(await queues()).toEqual([
        'event: rewards',
        'pending: notifications',
        'relayed: notifications',
      ]);
    } finally {
      await runner.release();
    }
  });
});
