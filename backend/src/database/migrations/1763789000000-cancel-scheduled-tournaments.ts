import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An operator may cancel one tournament of a schedule before it starts. The tournament goes, and
 * its slot is remembered here, so the schedule's sweep does not create it again.
 */
export class CancelScheduledTournaments1763789000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE tournament_schedule_cancellations (
        schedule_id int NOT NULL REFERENCES tournament_schedules (id) ON DELETE CASCADE,
        scheduled_for timestamptz NOT NULL,
        title varchar(120) NOT NULL,
        cancelled_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (schedule_id, scheduled_for)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE tournament_schedule_cancellations`);
  }
}
