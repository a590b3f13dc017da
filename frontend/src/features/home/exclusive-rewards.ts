import type { ReferralFigures } from '../referral';
import type { DailyBonusFigures } from '../wallet';

export interface ExclusiveReward {
  kicker: string;
  title: string;
  text: string;
  cta: string;
  to: string;
  tone: 'violet' | 'gold' | 'teal' | 'rose';
  /** The daily bonus slide's action depends on who is looking (DailyBonusCta). */
  dailyBonus?: true;
}

/** The server's figures the slides state; null while they load or when they could not. */
export interface RewardFigures {
  dailyBonus: DailyBonusFigures | null;
  referrals: ReferralFigures | null;
}

function dailyBonusSlide(bonus: DailyBonusFigures | null): Pick<ExclusiveReward, 'title' | 'text'> {
  if (!bonus)
    return {
      title: 'Coins every day',
      text: 'Sign in every day: your bonus grows with your streak.',
    };
  const scale = bonus.earlier.length ? `${bonus.earlier.join(', ')}, then ${bonus.top}` : bonus.top;
  return {
    title: `Up to ${bonus.top} coins a day`,
    text: `Sign in every day: ${scale} coins from day ${bonus.lastDay} on.`,
  };
}

function referralSlide(referrals: ReferralFigures | null): Pick<ExclusiveReward, 'title' | 'text'> {
  const signup = referrals?.signup;
  if (!signup) {
    return {
      title: 'Coins for you and a friend',
      text: 'You and your friend get coins at sign-up, more on their first play and first win.',
    };
  }
  return signup.same
    ? {
        title: `${signup.referrer} coins for you and a friend`,
        text: `Both of you get ${signup.referrer} coins at sign-up, more on their first play and first win.`,
      }
    : {
        title: `${signup.referrer} coins for you, ${signup.referee} for a friend`,
        text: `You get ${signup.referrer} coins and your friend ${signup.referee} at sign-up, more on their first play and first win.`,
      };
}

function referralLeaderboardSlide(
  referrals: ReferralFigures | null,
): Pick<ExclusiveReward, 'title' | 'text'> {
  if (!referrals) {
    return {
      title: 'Coins for the top referrers',
      text: 'The players with the most referrals each month win coins.',
    };
  }
  return {
    title: `${referrals.topPrize} coins for the top referrer`,
    text: `The ${referrals.paidReferrers} players with the most referrals each month win ${referrals.leaderboardPrizes} coins.`,
  };
}

/** Home "Exclusive rewards" slides; amounts as the server pays them (SPEC §9). */
export function exclusiveRewards({ dailyBonus, referrals }: RewardFigures): ExclusiveReward[] {
  return [
    {
      kicker: 'Daily bonus',
      ...dailyBonusSlide(dailyBonus),
      cta: 'Sign in to claim',
      to: '/login',
      tone: 'gold',
      dailyBonus: true,
    },
    {
      kicker: 'Refer & Earn',
      ...referralSlide(referrals),
      cta: 'How referrals work',
      to: '/faq',
      tone: 'violet',
    },
    {
      kicker: 'Tournaments',
      title: 'Prize pools paid in minutes',
      text: 'Finish on the leaderboard and your coins land within minutes; ties share the prize.',
      cta: 'See the leaderboard',
      to: '/leaderboard',
      tone: 'teal',
    },
    {
      kicker: 'Voucher shop',
      title: 'Turn coins into vouchers',
      text: 'Redeem your coins for gift vouchers from popular brands in the shop.',
      cta: 'Visit the shop',
      to: '/shop',
      tone: 'rose',
    },
    {
      kicker: 'Monthly leaderboard',
      ...referralLeaderboardSlide(referrals),
      cta: 'Read the rules',
      to: '/terms_and_conditions',
      tone: 'gold',
    },
  ];
}
