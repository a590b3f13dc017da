import type { DailyBonusDay } from '../features/wallet/api/get-daily-bonus';
import type { ReferralRewards } from '../features/referral/api/get-referral-rewards';
import type { Responder } from './mock-fetch';

// The server's answers (their integration tests hold them to the wallet's and referrals' rules).

/** GET /api/daily_bonus's table. */
export const sampleDailyBonus: DailyBonusDay[] = [10, 15, 20, 25, 30, 40, 50].map(
  (coins, index) => ({ day: index + 1, coins }),
);

/** A mock-fetch route answering GET /api/daily_bonus. */
export const dailyBonusRoute: Responder = () => ({
  body: { status: 'S', data: sampleDailyBonus },
});

/** GET /api/referral_rewards' answer. */
export const sampleReferralRewards: ReferralRewards = {
  stages: [
    { stage: 1, referrer: 100, referee: 100 },
    { stage: 2, referrer: 10, referee: 50 },
    { stage: 3, referrer: 10, referee: 100 },
  ],
  prize_share_percent: 10,
  milestone_every: 5,
  milestone_reward: 150,
  leaderboard_prizes: [5000, 3000, 1000],
};

/** A mock-fetch route answering GET /api/referral_rewards. */
export const referralRewardsRoute: Responder = () => ({
  body: { status: 'S', data: sampleReferralRewards },
});
