import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The mail queue is stored as 'mail' (it was 'notifications', before the player's inbox took
 * that word): events still waiting in the outbox follow it, so the relay publishes them to a
 * queue the worker reads. Rows already relayed keep the name they were sent under; jobs waiting
 * in Redis under the old queue are drained by the old release (events/README.md).
 */
export class RenameMailQueue1763791000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `UPDATE outbox_events SET queue = 'mail' WHERE queue = 'notifications' AND published_at IS NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `UPDATE outbox_events SET queue = 'notifications' WHERE queue = 'mail' AND published_at IS NULL`,
    );
  }
}
