import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { queryRows } from '../../common/postgres/query-rows';
import { MysteryReward } from './entities/mystery-reward.entity';
import { ReferralMilestone } from './entities/referral-milestone.entity';

/** referral_milestones (the milestones claimed) and referral_mystery_rewards (the operators' table). */
@Injectable()
export class ReferralMilestonesRepository {
  /** Serializes one player's milestone claims. */
  async lockClaims(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [
      `referral-milestones:${userId}`,
    ]);
  }

  /** The player's referrals that count (Signup reached) and the milestones they claimed. */
  async counts(
    manager: EntityManager,
    userId: string,
  ): Promise<{ counted: number; claimed: number }> {
    const [counts] = queryRows<{ counted: number; claimed: number }>(
      await manager.query(
        `SELECT (SELECT count(*)::int FROM referrals
                  WHERE referrer_id = $1 AND signup_at IS NOT NULL) AS counted,
                (SELECT count(*)::int FROM referral_milestones WHERE user_id = $1) AS claimed`,
        [userId],
      ),
    );
    return counts;
  }

  async insertClaim(
    manager: EntityManager,
    claim: { userId: string; milestone: number; reward: number; mysteryReward: number },
  ): Promise<void> {
    await manager.insert(ReferralMilestone, claim);
  }

  /** The player's claimed milestones, lowest first. */
  claimed(manager: EntityManager, userId: string): Promise<ReferralMilestone[]> {
    return manager.find(ReferralMilestone, {
      where: { userId },
      order: { milestone: 'ASC' },
    });
  }

  /** The operators' mystery table, by amount; empty when they never set one. */
  mysteryTable(manager: EntityManager): Promise<MysteryReward[]> {
    return manager.find(MysteryReward, { order: { amount: 'ASC' } });
  }

  /** Replaces the mystery table as a whole; call inside a transaction. */
  async replaceMysteryTable(
    manager: EntityManager,
    rows: { amount: number; weight: number }[],
  ): Promise<void> {
    await manager.query(`DELETE FROM referral_mystery_rewards`);
    await manager.insert(MysteryReward, rows);
  }
}
