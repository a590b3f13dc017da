import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Verified runs: game_start hands out a seed with the token, game_end sends the run's length in
 * ticks and its input log, and the run is recorded with the score the server's replay computes.
 * Sessions and runs from before have no seed or log (null): such a session can no longer end.
 */
export class VerifyGameRuns1763786000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    // A uint32: the simulation's generator state (0 is not a state it can start from).
    await q.query(
      `ALTER TABLE game_sessions ADD COLUMN seed bigint CHECK (seed BETWEEN 1 AND 4294967295)`,
    );
    await q.query(`
      ALTER TABLE game_runs
        ADD COLUMN ticks integer CHECK (ticks >= 0),
        ADD COLUMN inputs integer[],
        ADD CHECK ((ticks IS NULL) = (inputs IS NULL))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE game_runs DROP COLUMN inputs, DROP COLUMN ticks`);
    await q.query(`ALTER TABLE game_sessions DROP COLUMN seed`);
  }
}
