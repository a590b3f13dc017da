import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The player's notification centre: one row per cause, its `key` UNIQUE so a retried or
 * duplicated event adds nothing (ON CONFLICT (key) DO NOTHING). Pages read newest first per
 * player; the unread count reads a partial index of the unread rows alone. Mail preferences are
 * a row per player who changed one: no row means every mail is wanted.
 */
export class CreateNotifications1763785000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE notifications (
        id bigserial PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        type text NOT NULL,
        key text NOT NULL UNIQUE,
        title text NOT NULL,
        body text NOT NULL,
        link text,
        created_at timestamptz NOT NULL DEFAULT now(),
        read_at timestamptz
      )`);
    await q.query(
      `CREATE INDEX notifications_user_page ON notifications (user_id, created_at DESC, id DESC)`,
    );
    await q.query(
      `CREATE INDEX notifications_user_unread ON notifications (user_id) WHERE read_at IS NULL`,
    );
    // The retention sweep deletes by age across players.
    await q.query(`CREATE INDEX notifications_created_at ON notifications (created_at)`);
    await q.query(`
      CREATE TABLE notification_preferences (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        prize_mail boolean NOT NULL DEFAULT true,
        order_mail boolean NOT NULL DEFAULT true,
        milestone_mail boolean NOT NULL DEFAULT true,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE notification_preferences`);
    await q.query(`DROP TABLE notifications`);
  }
}
