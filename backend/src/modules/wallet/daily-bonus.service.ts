import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { istDay, nextClaim } from './daily-bonus';
import { userErrors } from '../users/users.errors';
import { SYSTEM_ACCOUNTS, userAccount } from './wallet-accounts';
import { walletErrors } from './wallet.errors';
import { WalletService } from './wallet.service';

export interface DailyBonusResult {
  reward: number;
  streak_count: number;
}

@Injectable()
export class DailyBonusService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly wallet: WalletService,
  ) {}

  /**
   * One claim per IST day. The player's row is locked for the claim, and the transfer's key
   * names the day, so parallel claims pay once even if the lock were bypassed.
   */
  async claim(userId: string, now = new Date()): Promise<DailyBonusResult> {
    const today = istDay(now);
    return this.dataSource.transaction(async (manager) => {
      const rows: { streak_count: number; last_bonus_on: string | null }[] = await manager.query(
        `SELECT streak_count, to_char(last_bonus_on, 'YYYY-MM-DD') AS last_bonus_on
           FROM users WHERE id = $1 FOR UPDATE`,
        [userId],
      );
      if (!rows[0]) throw userErrors.notFound();
      const claim = nextClaim(rows[0].last_bonus_on, rows[0].streak_count, today);
      if (!claim) throw walletErrors.bonusAlreadyClaimed();
      await this.wallet.transfer(manager, {
        from: SYSTEM_ACCOUNTS.dailyRewards,
        to: userAccount(userId),
        amount: claim.coins,
        reason: 'Daily bonus',
        source: `Daily bonus day ${claim.streak}`,
        reference: `daily:${today}`,
        idempotencyKey: `daily-bonus:${userId}:${today}`,
      });
      await manager.query(`UPDATE users SET streak_count = $2, last_bonus_on = $3 WHERE id = $1`, [
        userId,
        claim.streak,
        today,
      ]);
      return { reward: claim.coins, streak_count: claim.streak };
    });
  }
}
