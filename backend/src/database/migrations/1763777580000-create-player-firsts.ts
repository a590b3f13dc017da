import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When each player first played and first won, written once: the row is what makes
 * `player.first_play` and `player.first_win` raise once per player however many results,
 * matches or prizes arrive at the same time.
 */
export class CreatePlayerFirsts1763777580000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE player_firsts (
        user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        first_play_at timestamptz NOT NULL,
        first_play_source varchar(80) NOT NULL,
        first_win_at timestamptz,
        first_win_source varchar(80)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE player_firsts`);
  }
}
