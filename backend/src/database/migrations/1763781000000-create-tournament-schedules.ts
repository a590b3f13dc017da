import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Recurring tournaments: a schedule (game, title pattern, IST start time and weekdays, duration,
 * capacity, prize table) and, on each tournament it created, the schedule and the start it was
 * planned for. That pair is unique, so an occurrence is created once whatever the restarts or
 * workers, and an instance an operator moved is not created again at its old time.
 */
export class CreateTournamentSchedules1763781000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE tournament_schedules (
        id serial PRIMARY KEY,
        game_id smallint NOT NULL CHECK (game_id BETWEEN 1 AND 4),
        title_pattern varchar(100) NOT NULL CHECK (length(trim(title_pattern)) > 0),
        start_time char(5) NOT NULL CHECK (start_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
        weekdays smallint[] NOT NULL
          CHECK (cardinality(weekdays) BETWEEN 1 AND 7 AND weekdays <@ '{0,1,2,3,4,5,6}'),
        duration_minutes int NOT NULL CHECK (duration_minutes BETWEEN 5 AND 10080),
        max_participants int NOT NULL CHECK (max_participants BETWEEN 1 AND 1000000),
        prize_table int[] NOT NULL DEFAULT '{}',
        active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      ALTER TABLE tournaments
        ADD COLUMN schedule_id int REFERENCES tournament_schedules (id),
        ADD COLUMN scheduled_for timestamptz,
        ADD CHECK ((schedule_id IS NULL) = (scheduled_for IS NULL))`);
    await q.query(
      `CREATE UNIQUE INDEX tournaments_schedule_occurrence
         ON tournaments (schedule_id, scheduled_for) WHERE schedule_id IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX tournaments_schedule_occurrence`);
    await q.query(`ALTER TABLE tournaments DROP COLUMN schedule_id, DROP COLUMN scheduled_for`);
    await q.query(`DROP TABLE tournament_schedules`);
  }
}
