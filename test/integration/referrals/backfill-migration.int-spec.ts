import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../../backend/src/database/data-source';
import {
  dropDatabase,
  ensureDatabase,
} from '../../../backend/src/database/postgres-server.repository';
import { MIGRATIONS } from '../../../backend/src/database/migrations';
import { CreateReferrals1763778000000 } from '../../../backend/src/database/migrations/1763778000000-create-referrals';
import { loadRunIds } from '../../utils/run-id';

describe('migration to referrals: accounts that signed up with an invite before it', () => {
  const databaseUrl = `${loadRunIds().databaseUrl}_referrals`;
  let dataSource: DataSource;

  beforeAll(async () => {
    await ensureDatabase(databaseUrl);
    // Migrated up to just before referrals existed.
    const before = MIGRATIONS.filter((m) => Number(m.name.match(/\d{13}$/)?.[0]) < 1763778000000);
    dataSource = new DataSource({ ...dataSourceOptions({ databaseUrl }), migrations: before });
    await dataSource.initialize();
    await dataSource.runMigrations({ transaction: 'each' });
  });
  afterAll(async () => {
    await dataSource.destroy();
    await dropDatabase(databaseUrl);
  });

  it('attributes them by the sign-up rules, at the stage they reached', async () => {
    await dataSource.query(
      `INSERT INTO users (id, name, email, referral_code, invited_by_code, email_verified_at, created_at) VALUES
         ('00000000-0000-4000-8000-000000000001', 'Ravi', 'ravi@test.local', 'RAVI2345', NULL, '2026-01-01', '2026-01-01'),
         ('00000000-0000-4000-8000-000000000002', 'Asha', 'asha@test.local', 'ASHA2345', ' ravi2345', '2026-02-02', '2026-02-01'),
         ('00000000-0000-4000-8000-000000000003', 'Meera', 'meera@test.local', 'MEER2345', 'RAVI2345', NULL, '2026-02-03'),
         ('00000000-0000-4000-8000-000000000004', 'Self', 'self@test.local', 'SELF2345', 'SELF2345', '2026-02-04', '2026-02-04'),
         ('00000000-0000-4000-8000-000000000005', 'Early', 'early@test.local', 'EARL2345', 'LATE2345', '2026-02-05', '2026-02-05'),
         ('00000000-0000-4000-8000-000000000006', 'Late', 'late@test.local', 'LATE2345', NULL, '2026-03-01', '2026-03-01'),
         ('00000000-0000-4000-8000-000000000007', 'Nobody', 'nobody@test.local', 'NOBO2345', 'NOSUCHCD', '2026-02-06', '2026-02-06');
       INSERT INTO player_firsts (user_id, first_play_at, first_play_source)
       VALUES ('00000000-0000-4000-8000-000000000002', '2026-02-10', 'tournament:1')`,
    );
    await new CreateReferrals1763778000000().up(dataSource.createQueryRunner());
    const rows = await dataSource.query(
      `SELECT referee_id, referrer_id, stage, paid_stage, signup_at IS NOT NULL AS counted
         FROM referrals ORDER BY referee_id`,
    );
    expect(rows).toEqual([
      {
        referee_id: '00000000-0000-4000-8000-000000000002',
        referrer_id: '00000000-0000-4000-8000-000000000001',
        stage: 2,
        paid_stage: 0,
        counted: true,
      },
      {
        referee_id: '00000000-0000-4000-8000-000000000003',
        referrer_id: '00000000-0000-4000-8000-000000000001',
        stage: 0,
        paid_stage: 0,
        counted: false,
      },
    ]);
  });
});
