import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Leaderboard pages read from SQL (while the rank index is rebuilt) walk these indexes in page
 * order instead of sorting every entry: points then user id while live, final rank once frozen.
 */
export class IndexStandingsForPaging1763777340000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX tournament_entries_standing_idx`);
    await q.query(
      `CREATE INDEX tournament_entries_standing_idx ON tournament_entries (tournament_id, points DESC, user_id)`,
    );
    await q.query(
      `CREATE INDEX tournament_entries_final_rank_idx ON tournament_entries (tournament_id, final_rank, user_id)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX tournament_entries_final_rank_idx`);
    await q.query(`DROP INDEX tournament_entries_standing_idx`);
    await q.query(
      `CREATE INDEX tournament_entries_standing_idx ON tournament_entries (tournament_id, points DESC)`,
    );
  }
}
