import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * MR RACER (game 5) gets tournaments: its standings are the players' best verified runs. The
 * tournaments' and schedules' game checks take it in.
 */
export class MrRacerTournaments1763787000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    for (const table of ['tournaments', 'tournament_schedules']) {
      await q.query(`ALTER TABLE ${table} DROP CONSTRAINT ${table}_game_id_check`);
      await q.query(
        `ALTER TABLE ${table} ADD CONSTRAINT ${table}_game_id_check CHECK (game_id BETWEEN 1 AND 5)`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['tournaments', 'tournament_schedules']) {
      await q.query(`ALTER TABLE ${table} DROP CONSTRAINT ${table}_game_id_check`);
      await q.query(
        `ALTER TABLE ${table} ADD CONSTRAINT ${table}_game_id_check CHECK (game_id BETWEEN 1 AND 4)`,
      );
    }
  }
}
