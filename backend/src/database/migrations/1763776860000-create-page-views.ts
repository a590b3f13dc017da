import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreatePageViews1763776860000 implements MigrationInterface {
  name = 'CreatePageViews1763776860000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE page_views (
        id bigserial PRIMARY KEY,
        path varchar(2048) NOT NULL,
        referrer varchar(2048),
        user_agent varchar(512),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX page_views_created_at_idx ON page_views (created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE page_views`);
  }
}
