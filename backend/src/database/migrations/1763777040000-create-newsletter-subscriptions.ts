import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateNewsletterSubscriptions1763777040000 implements MigrationInterface {
  name = 'CreateNewsletterSubscriptions1763777040000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE newsletter_subscriptions (
        email varchar(254) PRIMARY KEY CHECK (email = lower(email)),
        name varchar(100),
        created_at timestamptz NOT NULL DEFAULT now(),
        confirmed_at timestamptz,
        unsubscribed_at timestamptz
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE newsletter_subscriptions`);
  }
}
