import { Inject, Injectable } from '@nestjs/common';
import { addDays, istDay } from '../../common/ist-day';
import { APP_CONFIG } from '../../config/env';
import type { AppConfig } from '../../config/env';
import { UsersService } from '../users';
import type { ReferralDashboardDto } from './dto/referral-dashboard.dto';
import { ReferralLeaderboardService } from './referral-leaderboard.service';
import {
  MILESTONE_EVERY,
  MILESTONE_REWARD,
  milestonesReached,
  selectableMonths,
  shortDay,
} from './referral-rules';
import { referralErrors } from './referrals.errors';
import { ReferralRow, ReferralsRepository } from './referrals.repository';

/** The Refer & Earn dashboard (SPEC §3 Referral dashboard data; the shared contract). */
@Injectable()
export class ReferralDashboardService {
  constructor(
    private readonly referrals: ReferralsRepository,
    private readonly users: UsersService,
    private readonly leaderboard: ReferralLeaderboardService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async dashboard(userId: string, month?: string, now = new Date()): Promise<ReferralDashboardDto> {
    const months = selectableMonths(now);
    const monthKey = month ?? months[0];
    if (!months.includes(monthKey)) throw referralErrors.monthNotShown(months);
    const today = istDay(now);
    const [user, referrals, counts, leaderboard] = await Promise.all([
      this.users.get(userId),
      this.referrals.ofReferrer(userId),
      this.referrals.dashboardCounts(userId, today),
      this.leaderboard.top(monthKey),
    ]);
    const names = await this.users.namesOf(referrals.map((r) => r.referee_id));
    const notes = this.notes(referrals, counts.paid_today, today);
    const counted = referrals.filter((r) => r.stage >= 1);
    const reached = milestonesReached(counted.length);
    return {
      total_count: counted.length,
      pending: counted.filter((r) => r.stage < 3).length,
      completed: counted.filter((r) => r.stage === 3).length,
      date: today,
      month_key: monthKey,
      months,
      invite_code: user.referralCode,
      obj_data: referrals.map((r) => ({
        name: names.get(r.referee_id) ?? '--',
        referal_stat: r.stage,
        joined: r.created_at.toISOString(),
        note: notes.get(r.referee_id) ?? null,
      })),
      leaderboard_data: leaderboard,
      milestone: {
        every: MILESTONE_EVERY,
        reward: MILESTONE_REWARD,
        reached,
        claimed: counts.claimed,
        claimable: Math.max(0, reached - counts.claimed),
        next_at: (reached + 1) * MILESTONE_EVERY,
        progress: counted.length % MILESTONE_EVERY,
      },
    };
  }

  /**
   * Why a bonus is not paid yet. Deferred signups are paid oldest first, REFERRAL_DAILY_CAP a
   * day, so the k-th waiting one is paid on the day the cap reaches it.
   */
  private notes(referrals: ReferralRow[], paidToday: number, today: string): Map<string, string> {
    const notes = new Map<string, string>();
    const waiting = referrals
      .filter((r) => r.stage >= 1 && r.paid_stage === 0)
      .sort((a, b) => (a.signup_at?.getTime() ?? 0) - (b.signup_at?.getTime() ?? 0));
    const cap = this.config.referralDailyCap;
    waiting.forEach((r, k) => {
      const days = Math.floor((paidToday + k) / cap);
      notes.set(
        r.referee_id,
        days > 0
          ? `Daily referral limit reached: bonus paid on ${shortDay(addDays(today, days))}`
          : 'Bonus on its way',
      );
    });
    for (const r of referrals) {
      if (r.stage === 0) notes.set(r.referee_id, 'Waiting for email verification');
      else if (r.paid_stage > 0 && r.paid_stage < r.stage)
        notes.set(r.referee_id, 'Bonus on its way');
    }
    return notes;
  }
}
