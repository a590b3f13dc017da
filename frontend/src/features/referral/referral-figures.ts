import { formatCoins } from '../../components/coin-amount';
import { andList, countWord } from '../../lib/prose';
import type { ReferralRewards } from './api/get-referral-rewards';

/** Coins to the referrer and to the friend at one stage, as prose writes them. */
export interface StageFigures {
  referrer: string;
  referee: string;
  /** Both get the same: prose says 'you both get'. */
  same: boolean;
}

/**
 * What prose says about referrals, worded from GET /api/referral_rewards: the FAQ and the home
 * page state these, never their own copy of the amounts.
 */
export interface ReferralFigures {
  signup: StageFigures;
  firstPlay: StageFigures;
  firstWin: StageFigures;
  /** '10' (per cent of a friend's prizes). */
  prizeSharePercent: string;
  /** '150' coins a milestone... */
  milestoneReward: string;
  /** ...reached every '5' referrals. */
  milestoneEvery: string;
  /** How many referrers the monthly leaderboard pays, in words: 'three'. */
  paidReferrers: string;
  /** The monthly prizes, first place first: '5,000, 3,000 and 1,000'. */
  leaderboardPrizes: string;
  /** The first place's: '5,000'. */
  topPrize: string;
}

function stageFigures(rewards: ReferralRewards, stage: 1 | 2 | 3): StageFigures | null {
  const found = rewards.stages.find((s) => s.stage === stage);
  if (!found) return null;
  return {
    referrer: formatCoins(found.referrer),
    referee: formatCoins(found.referee),
    same: found.referrer === found.referee,
  };
}

/** Null until the answer has come (or when it could not): prose then names no figure. */
export function referralFigures(rewards: ReferralRewards | undefined): ReferralFigures | null {
  if (!rewards) return null;
  const signup = stageFigures(rewards, 1);
  const firstPlay = stageFigures(rewards, 2);
  const firstWin = stageFigures(rewards, 3);
  const prizes = rewards.leaderboard_prizes.map(formatCoins);
  if (!signup || !firstPlay || !firstWin || !prizes.length) return null;
  return {
    signup,
    firstPlay,
    firstWin,
    prizeSharePercent: String(rewards.prize_share_percent),
    milestoneReward: formatCoins(rewards.milestone_reward),
    milestoneEvery: String(rewards.milestone_every),
    paidReferrers: countWord(prizes.length),
    leaderboardPrizes: andList(prizes),
    topPrize: prizes[0],
  };
}
