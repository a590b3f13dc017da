import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { addMonths, istMonthStart } from '../../common/ist-day';
import { queryRows } from '../../common/query-rows';
import { splitPrizes } from '../tournaments';
import { UsersService } from '../users';
import { SYSTEM_ACCOUNTS, WalletService } from '../wallet';
import type { ReferralLeaderboardRowDto } from './dto/referral-dashboard.dto';
import { LEADERBOARD_PRIZES, longMonth, monthsToSettle } from './referral-rules';

interface Standing {
  referrer_id: string;
  count: number;
}

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
        const claimed = queryRows<{ month: string }>(
          await manager.query(
            `INSERT INTO referral_leaderboard_payouts (month, winners, total) VALUES ($1, 0, 0)
             ON CONFLICT (month) DO NOTHING RETURNING month`,
            [month],
          ),
        );
        if (!claimed.length) return null;
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
        await manager.query(
          `UPDATE referral_leaderboard_payouts SET winners = $2, total = $3 WHERE month = $1`,
          [month, winners.length, moved],
        );
        return { month, winners: winners.length, total: moved };
      });
      if (payout) paid.push(payout);
    }
    return paid;
  }

  /** The month's referrers ranked 1–3 (all of a tie at 3rd), best first, ties by id. */
  private async podium(manager: EntityManager, month: string): Promise<Standing[]> {
    const counts = queryRows<Standing>(
      await manager.query(
        `WITH counts AS (
           SELECT referrer_id, count(*)::int AS count FROM referrals
            WHERE signup_at >= $1 AND signup_at < $2 GROUP BY referrer_id),
         ranked AS (SELECT *, rank() OVER (ORDER BY count DESC) AS rank FROM counts)
         SELECT referrer_id, count FROM ranked WHERE rank <= $3
          ORDER BY count DESC, referrer_id`,
        [istMonthStart(month), istMonthStart(addMonths(month, 1)), LEADERBOARD_PRIZES.length],
      ),
    );
    return counts;
  }
}

/** Competition ranks (1, 2, 2, 4) and prizes, ties sharing, as in tournaments. */
function rank(standings: Standing[]) {
  return splitPrizes(standings, LEADERBOARD_PRIZES, (a, b) => a.count === b.count);
}
