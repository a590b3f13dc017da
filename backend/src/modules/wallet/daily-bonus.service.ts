import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
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

/**
 * Told of a claim in its transaction (notifications' "your bonus is ready" is read with it: wallet
 * imports no module that imports it); answers what to run once the claim has committed.
 */
export type ClaimListener = (
  manager: EntityManager,
  userId: string,
  day: string,
) => Promise<(() => Promise<void>) | void>;

@Injectable()
export class DailyBonusService {
  private readonly claimListeners: ClaimListener[] = [];

  constructor(
    private readonly dataSource: DataSource,
    private readonly wallet: WalletService,
    private readonly users: UsersService,
    private readonly outbox: OutboxService,
  ) {}

  onClaimed(listener: ClaimListener): void {
    this.claimListeners.push(listener);
  }

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
    const afterCommit: (() => Promise<void>)[] = [];
    const result = await this.dataSource.transaction(async (manager) => {
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
      // Told to whoever cares, in this transaction and through the outbox.
      for (const listener of this.claimListeners) {
        const then = await listener(manager, userId, today);
        if (then) afterCommit.push(then);
      }
      await this.outbox.add(manager, {
        name: 'daily_bonus.claimed',
        payload: { userId, day: today },
        idempotencyKey: idempotencyKey('daily_bonus.claimed', userId, today),
      });
      return { reward: claim.coins, streak_count: claim.streak };
    });
    for (const then of afterCommit) await then();
    return result;
  }
}
