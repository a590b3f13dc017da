import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A per-entry counter bumped with every change to a standing, so the Redis rank index applies
 * changes newest-wins however their writes interleave.
 */
export class AddStandingVersion1763777280000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE tournament_entries ADD COLUMN standing_version int NOT NULL DEFAULT 0`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE tournament_entries DROP COLUMN standing_version`);
  }
}
