import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A rotated refresh token keeps its successor, sealed with a key only the rotated token opens
 * (auth/refresh-successor.ts): presented again within the reuse window, it gets that successor
 * back instead of ending the session as a replay (a lost answer, two tabs at once).
 */
export class RefreshTokenReuseWindow1763790500000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE refresh_tokens ADD COLUMN successor bytea`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE refresh_tokens DROP COLUMN successor`);
  }
}
