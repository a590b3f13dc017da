import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When a subscription's confirmation mail was last asked for: a second subscribe within minutes
 * of the first is answered the same way but mails nothing new (the first mail is on its way).
 */
export class RememberNewsletterConfirmationMails1763782000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE newsletter_subscriptions ADD COLUMN confirmation_sent_at timestamptz`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE newsletter_subscriptions DROP COLUMN confirmation_sent_at`);
  }
}
