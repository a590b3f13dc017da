import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { istDay } from '../../common/ist-day';
import { OutboxService } from '../../events/outbox.service';
import { idempotencyKey } from '../../events/queues';
import { UsersService } from '../users';
import { nextClaim } from './daily-bonus';
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
    private readonly users: UsersService,
    private readonly outbox: OutboxService,
  ) {}

  /** What a claim would pay today, or null when today's bonus is claimed already. */
  async available(userId: string, now = new Date()): Promise<DailyBonusResult | null> {
    const user = await this.users.get(userId);
    const claim = nextClaim(user.lastBonusOn, user.streakCount, istDay(now));
    return claim && { reward: claim.coins, streak_count: claim.streak };
  }

  /**
   * One claim per IST day. The player's row is locked for the claim, and the transfer's key
   * names the day, so parallel claims pay once even if the lock were bypassed.
   */
  async claim(userId: string, now = new Date()): Promise<DailyBonusResult> {
    const today = istDay(now);
    return this.dataSource.transaction(async (manager) => {
      const saved = await this.users.lockStreak(manager, userId);
      const claim = nextClaim(saved.lastBonusOn, saved.streakCount, today);
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
      // The daily bonus decides the streak; users stores it.
      await this.users.saveStreak(manager, userId, claim.streak, today);
      // Told to whoever cares (the inbox's "your daily bonus is ready" is now read).
      await this.outbox.add(manager, {
        name: 'daily_bonus.claimed',
        payload: { userId, day: today },
        idempotencyKey: idempotencyKey('daily_bonus.claimed', userId, today),
      });
      return { reward: claim.coins, streak_count: claim.streak };
    });
  }
}
