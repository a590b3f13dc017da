/** SPEC §9 referral rewards, in coins. */
export const referralStages = [
  { stage: 'Friend signs up', referrer: 100, friend: 100 },
  { stage: 'Friend plays a first game', referrer: 10, friend: 50 },
  { stage: 'Friend wins a first game', referrer: 10, friend: 100 },
] as const;

export const referralBonuses = {
  earningsSharePercent: 10,
  milestoneEvery: 5,
  milestoneCoins: 150,
  monthlyPrizes: [5000, 3000, 1000],
} as const;
