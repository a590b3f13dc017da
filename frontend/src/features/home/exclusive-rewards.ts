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

/** Home "Exclusive rewards" slides; amounts follow SPEC §9. */
export const exclusiveRewards: ExclusiveReward[] = [
  {
    kicker: 'Daily bonus',
    title: 'Up to 50 coins a day',
    text: 'Sign in every day: 10, 15, 20, 25, 30, 40, then 50 coins from day 7 on.',
    cta: 'Sign in to claim',
    to: '/login',
    tone: 'gold',
    dailyBonus: true,
  },
  {
    kicker: 'Refer & Earn',
    title: '100 coins for you and a friend',
    text: 'Both of you get 100 coins at sign-up, more on their first play and first win.',
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
    title: '5,000 coins for the top referrer',
    text: 'The three players with the most referrals each month win 5,000, 3,000 and 1,000 coins.',
    cta: 'Read the rules',
    to: '/terms_and_conditions',
    tone: 'gold',
  },
];
