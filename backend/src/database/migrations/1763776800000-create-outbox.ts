import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateOutbox1763776800000 implements MigrationInterface {
  name = 'CreateOutbox1763776800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE outbox_events (
        id bigserial PRIMARY KEY,
        queue varchar(64) NOT NULL,
        name varchar(64) NOT NULL,
        payload jsonb NOT NULL,
        idempotency_key varchar(200) NOT NULL UNIQUE,
        run_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        published_at timestamptz
      )`);
    // The relay only ever scans what is still unpublished.
    await q.query(
      `CREATE INDEX outbox_events_unpublished_idx ON outbox_events (id) WHERE published_at IS NULL`,
    );
    await q.query(`
      CREATE TABLE processed_events (
        idempotency_key varchar(200) PRIMARY KEY,
        job_name varchar(64) NOT NULL,
        processed_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE processed_events`);
    await q.query(`DROP TABLE outbox_events`);
  }
}
