import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { SYSTEM_ACCOUNTS, userAccount, WalletService } from '../wallet';
import {
  DEFAULT_MYSTERY_TABLE,
  MILESTONE_EVERY,
  MILESTONE_REWARD,
  WeightedAmount,
  milestonesReached,
  weightedDraw,
} from './referral-rules';
import { ReferralMilestonesRepository } from './referral-milestones.repository';
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
    private readonly milestones: ReferralMilestonesRepository,
    private readonly wallet: WalletService,
  ) {}

  /**
   * Claims the lowest unclaimed milestone. Claims of one player run one after the other (a lock
   * per player), the milestone row's key and the transfers' keys forbid a second payment, so
   * concurrent claims pay each milestone once.
   */
  async claim(userId: string): Promise<ClaimResult> {
    return this.dataSource.transaction(async (manager) => {
      await this.milestones.lockClaims(manager, userId);
      const { counted, claimed } = await this.milestones.counts(manager, userId);
      // Claims always take the lowest, so the claimed ones are 1..claimed.
      const milestone = claimed + 1;
      if (milestone > milestonesReached(counted)) throw referralErrors.milestoneUnavailable();
      const mystery = weightedDraw(await this.mysteryTableIn(manager));
      await this.milestones.insertClaim(manager, {
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
      await this.milestones.replaceMysteryTable(manager, rows);
    });
    return this.mysteryTable();
  }

  private async mysteryTableIn(manager: EntityManager): Promise<WeightedAmount[]> {
    const rows = await this.milestones.mysteryTable(manager);
    if (!rows.length) return [...DEFAULT_MYSTERY_TABLE];
    return rows.map((r) => ({ amount: r.amount, weight: r.weight }));
  }

  private async claimedIn(manager: EntityManager, userId: string): Promise<MilestoneViewDto[]> {
    const rows = await this.milestones.claimed(manager, userId);
    return rows.map((r) => ({
      milestone: r.milestone,
      at_referrals: r.milestone * MILESTONE_EVERY,
      reward: r.reward,
      mystery_reward: r.mysteryReward,
      claimed_at: r.claimedAt.toISOString(),
    }));
  }
}
