import { MigrationInterface, QueryRunner } from 'typeorm';

/** A player's own matches, newest first (the profile's My Matches), without scanning them all. */
export class IndexMatchesByPlayer1763791500000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX matches_by_player_x ON matches (player_x, ended_at DESC)`);
    await q.query(`CREATE INDEX matches_by_player_o ON matches (player_o, ended_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX matches_by_player_o`);
    await q.query(`DROP INDEX matches_by_player_x`);
  }
}
