import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { addMonths, istMonthStart } from '../../common/ist-day';
import { splitPrizes } from '../tournaments';
import { UsersService } from '../users';
import { SYSTEM_ACCOUNTS, WalletService } from '../wallet';
import type { ReferralLeaderboardRowDto } from './dto/referral-dashboard.dto';
import { ReferralLeaderboardPayoutsRepository } from './referral-leaderboard-payouts.repository';
import { LEADERBOARD_PRIZES, longMonth, monthsToSettle } from './referral-rules';
import { ReferralsRepository, Standing } from './referrals.repository';

export interface MonthPayout {
  month: string;
  winners: number;
  total: number;
}

/**
 * The monthly referral leaderboard: referrals that reached Signup within an IST calendar month,
 * per referrer. When a month has ended the worker pays its top 3 once; ties share the prizes of
 * the positions they occupy through the tournaments' prize split.
 */
@Injectable()
export class ReferralLeaderboardService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly referrals: ReferralsRepository,
    private readonly payouts: ReferralLeaderboardPayoutsRepository,
    private readonly wallet: WalletService,
    private readonly users: UsersService,
  ) {}

  /** Everyone ranked 1 to 3 in the month (more than three rows when tied). */
  async top(month: string): Promise<ReferralLeaderboardRowDto[]> {
    const standings = await this.podium(this.dataSource.manager, month);
    const names = await this.users.namesOf(standings.map((s) => s.referrer_id));
    return rank(standings).placements.map(({ player, rank }) => ({
      rank,
      name: names.get(player.referrer_id) ?? '--',
      count: player.count,
    }));
  }

  /**
   * Pays each ended month still unpaid (the previous two: a rollover missed while the worker was
   * down is repaired on its next run). The month's row and its payments commit together, and
   * each payment's key names the month and the player, so a month is paid once.
   */
  async settleEndedMonths(now = new Date()): Promise<MonthPayout[]> {
    const paid: MonthPayout[] = [];
    for (const month of monthsToSettle(now)) {
      const payout = await this.dataSource.transaction(async (manager) => {
        if (!(await this.payouts.claimMonth(manager, month))) return null;
        const split = rank(await this.podium(manager, month));
        const winners = split.placements.filter((p) => p.reward > 0);
        const { moved } = await this.wallet.creditMany(
          manager,
          SYSTEM_ACCOUNTS.referralRewards,
          winners.map((w) => ({
            userId: w.player.referrer_id,
            amount: w.reward,
            reason: `Referral leaderboard ${longMonth(month)}: rank ${w.rank}`,
            source: `Referral leaderboard ${longMonth(month)}: rank ${w.rank}`,
            reference: `referral-leaderboard:${month}`,
            idempotencyKey: `referral-leaderboard:${month}:${w.player.referrer_id}`,
          })),
        );
        await this.payouts.recordMonth(manager, month, winners.length, moved);
        return { month, winners: winners.length, total: moved };
      });
      if (payout) paid.push(payout);
    }
    return paid;
  }

  /** The month's referrers ranked 1–3 (all of a tie at 3rd), best first, ties by id. */
  private podium(manager: EntityManager, month: string): Promise<Standing[]> {
    return this.referrals.podium(
      manager,
      istMonthStart(month),
      istMonthStart(addMonths(month, 1)),
      LEADERBOARD_PRIZES.length,
    );
  }
}

/** Competition ranks (1, 2, 2, 4) and prizes, ties sharing, as in tournaments. */
function rank(standings: Standing[]) {
  return splitPrizes(standings, LEADERBOARD_PRIZES, (a, b) => a.count === b.count);
}
