import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { queryRows } from '../../common/query-rows';
import { SYSTEM_ACCOUNTS, userAccount, WalletService } from '../wallet';
import { ReferralMilestone } from './entities/referral-milestone.entity';
import { MysteryReward } from './entities/mystery-reward.entity';
import {
  DEFAULT_MYSTERY_TABLE,
  MILESTONE_EVERY,
  MILESTONE_REWARD,
  WeightedAmount,
  milestonesReached,
  weightedDraw,
} from './referral-rules';
import { referralErrors } from './referrals.errors';
import type { ClaimedMilestoneDto, MilestoneViewDto } from './dto/referral-dashboard.dto';

export interface ClaimResult {
  claimed: ClaimedMilestoneDto;
  milestones: MilestoneViewDto[];
}

/**
 * 150 coins for every 5 counted referrals plus a mystery amount drawn with a cryptographic RNG
 * from the operators' weighted table. Every milestone reached stays claimable until claimed; a
 * claim takes the lowest unclaimed one.
 */
@Injectable()
export class ReferralMilestonesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly wallet: WalletService,
  ) {}

  /**
   * Claims the lowest unclaimed milestone. Claims of one player run one after the other (a lock
   * per player), the milestone row's key and the transfers' keys forbid a second payment, so
   * concurrent claims pay each milestone once.
   */
  async claim(userId: string): Promise<ClaimResult> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [
        `referral-milestones:${userId}`,
      ]);
      const [{ counted, claimed }] = queryRows<{ counted: number; claimed: number }>(
        await manager.query(
          `SELECT (SELECT count(*)::int FROM referrals
                    WHERE referrer_id = $1 AND signup_at IS NOT NULL) AS counted,
                  (SELECT count(*)::int FROM referral_milestones WHERE user_id = $1) AS claimed`,
          [userId],
        ),
      );
      // Claims always take the lowest, so the claimed ones are 1..claimed.
      const milestone = claimed + 1;
      if (milestone > milestonesReached(counted)) throw referralErrors.milestoneUnavailable();
      const mystery = weightedDraw(await this.mysteryTableIn(manager));
      await manager.insert(ReferralMilestone, {
        userId,
        milestone,
        reward: MILESTONE_REWARD,
        mysteryReward: mystery,
      });
      await this.wallet.transfer(manager, {
        from: SYSTEM_ACCOUNTS.referralRewards,
        to: userAccount(userId),
        amount: MILESTONE_REWARD,
        reason: `Referral milestone ${milestone}`,
        source: `Referral milestone ${milestone}`,
        reference: `referral-milestone:${milestone}`,
        idempotencyKey: `referral-milestone:${userId}:${milestone}`,
      });
      await this.wallet.transfer(manager, {
        from: SYSTEM_ACCOUNTS.referralRewards,
        to: userAccount(userId),
        amount: mystery,
        reason: `Mystery reward (milestone ${milestone})`,
        source: `Mystery reward (milestone ${milestone})`,
        reference: `referral-milestone:${milestone}`,
        idempotencyKey: `referral-mystery:${userId}:${milestone}`,
      });
      const milestones = await this.claimedIn(manager, userId);
      const { claimed_at: _at, ...claimedNow } = milestones[milestones.length - 1];
      return { claimed: claimedNow, milestones };
    });
  }

  async claimed(userId: string): Promise<MilestoneViewDto[]> {
    return this.claimedIn(this.dataSource.manager, userId);
  }

  async mysteryTable(): Promise<WeightedAmount[]> {
    return this.mysteryTableIn(this.dataSource.manager);
  }

  /** Replaces the operators' table as a whole (validated by the DTO and here). */
  async setMysteryTable(rows: WeightedAmount[]): Promise<WeightedAmount[]> {
    const amounts = new Set(rows.map((r) => r.amount));
    if (amounts.size !== rows.length) {
      throw referralErrors.mysteryTableInvalid('rewards must not repeat an amount');
    }
    await this.dataSource.transaction(async (manager) => {
      // Claims read the table in their transaction: they see the old one or the new one whole.
      await manager.query(`DELETE FROM referral_mystery_rewards`);
      await manager.insert(MysteryReward, rows);
    });
    return this.mysteryTable();
  }

  private async mysteryTableIn(manager: EntityManager): Promise<WeightedAmount[]> {
    const rows = await manager.find(MysteryReward, { order: { amount: 'ASC' } });
    if (!rows.length) return [...DEFAULT_MYSTERY_TABLE];
    return rows.map((r) => ({ amount: r.amount, weight: r.weight }));
  }

  private async claimedIn(manager: EntityManager, userId: string): Promise<MilestoneViewDto[]> {
    const rows = await manager.find(ReferralMilestone, {
      where: { userId },
      order: { milestone: 'ASC' },
    });
    return rows.map((r) => ({
      milestone: r.milestone,
      at_referrals: r.milestone * MILESTONE_EVERY,
      reward: r.reward,
      mystery_reward: r.mysteryReward,
      claimed_at: r.claimedAt.toISOString(),
    }));
  }
}
