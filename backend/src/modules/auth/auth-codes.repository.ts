import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { queryRows } from '../../common/postgres/query-rows';
import type { CodePurpose, UsedCode } from './auth-codes.service';

/** The auth_codes table's SQL: codes are stored and looked up by their hash only. */
@Injectable()
export class AuthCodesRepository {
  /** Inserting a code's hash again keeps the stored row (its lifetime and whether it was used). */
  async insert(
    manager: EntityManager,
    codeHash: string,
    userId: string,
    purpose: CodePurpose,
    lifetimeMs: number,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO auth_codes (code_hash, user_id, purpose, expires_at)
       VALUES ($1, $2, $3, now() + $4 * interval '1 millisecond')
       ON CONFLICT (code_hash) DO NOTHING`,
      [codeHash, userId, purpose, lifetimeMs],
    );
  }

  async isUsable(manager: EntityManager, codeHash: string, purpose: CodePurpose): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `SELECT 1 FROM auth_codes
        WHERE code_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()`,
      [codeHash, purpose],
    );
    return rows.length > 0;
  }

  async usedBy(
    manager: EntityManager,
    codeHash: string,
    purpose: CodePurpose,
  ): Promise<string | null> {
    const rows: { user_id: string }[] = await manager.query(
      `SELECT user_id FROM auth_codes
        WHERE code_hash = $1 AND purpose = $2 AND used_at IS NOT NULL`,
      [codeHash, purpose],
    );
    return rows[0]?.user_id ?? null;
  }

  /** Marks a usable code used and answers its user and when it was issued; null when none was. */
  async consume(
    manager: EntityManager,
    codeHash: string,
    purpose: CodePurpose,
  ): Promise<UsedCode | null> {
    const [row] = queryRows<{ user_id: string; created_at: Date }>(
      await manager.query(
        `UPDATE auth_codes SET used_at = now()
        WHERE code_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
        RETURNING user_id, created_at`,
        [codeHash, purpose],
      ),
    );
    return row ? { userId: row.user_id, issuedAt: row.created_at } : null;
  }
}
