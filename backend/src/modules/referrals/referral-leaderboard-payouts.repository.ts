import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { queryRows } from '../../common/postgres/query-rows';

/** referral_leaderboard_payouts: one row per month paid, written with its payments. */
@Injectable()
export class ReferralLeaderboardPayoutsRepository {
  /** Claims the month for this transaction; false when it was paid (or is being paid) already. */
  async claimMonth(manager: EntityManager, month: string): Promise<boolean> {
    const claimed = queryRows<{ month: string }>(
      await manager.query(
        `INSERT INTO referral_leaderboard_payouts (month, winners, total) VALUES ($1, 0, 0)
             ON CONFLICT (month) DO NOTHING RETURNING month`,
        [month],
      ),
    );
    return claimed.length > 0;
  }

  async recordMonth(
    manager: EntityManager,
    month: string,
    winners: number,
    total: number,
  ): Promise<void> {
    await manager.query(
      `UPDATE referral_leaderboard_payouts SET winners = $2, total = $3 WHERE month = $1`,
      [month, winners, total],
    );
  }
}
