import type { ReferralFigures } from '../referral';
import type { DailyBonusFigures } from '../wallet';

export interface FaqEntry {
  question: string;
  answer: string;
}

export interface FaqSection {
  title: string;
  entries: FaqEntry[];
}

/** The server's figures the answers state; null while they load or when they could not. */
export interface FaqFigures {
  dailyBonus: DailyBonusFigures | null;
  referrals: ReferralFigures | null;
}

/** The daily bonus in figures from GET /api/daily_bonus; without them, in words only. */
function dailyBonusAnswer(bonus: DailyBonusFigures | null): string {
  if (!bonus) {
    return 'Sign in every day and claim coins that grow with your streak. Missing a day starts the streak again.';
  }
  const scale = bonus.earlier.length
    ? `${bonus.earlier.join(', ')} and then ${bonus.top}`
    : bonus.top;
  return `Sign in every day and claim ${scale} coins on day ${bonus.lastDay} and every following day of your streak. Missing a day starts the streak again.`;
}

/** What a referral pays in figures from GET /api/referral_rewards; without them, in words only. */
function referralAnswer(referrals: ReferralFigures | null): string {
  if (!referrals) {
    return 'When a friend signs up with your invite link you and your friend get coins, and more when they play and win their first game. You also earn a share of their earnings and a reward for every few referrals, and the top referrers each month win coins.';
  }
  const { signup, firstPlay, firstWin } = referrals;
  const atSignup = signup.same
    ? `you both get ${signup.referrer} coins`
    : `you get ${signup.referrer} coins and your friend ${signup.referee}`;
  return `When a friend signs up with your invite link ${atSignup}. You get ${firstPlay.referrer} more and your friend ${firstPlay.referee} when they play their first game, and ${firstWin.referrer} and ${firstWin.referee} when they win their first game. You also earn ${referrals.prizeSharePercent}% of their earnings, ${referrals.milestoneReward} coins and a mystery reward for every ${referrals.milestoneEvery} referrals, and the top ${referrals.paidReferrers} referrers each month win ${referrals.leaderboardPrizes} coins.`;
}

/** SPEC §2 FAQ: five groups, in this order; amounts as the server pays them. */
export const faqSections = ({ dailyBonus, referrals }: FaqFigures): FaqSection[] => [
  {
    title: 'General',
    entries: [
      {
        question: 'What is GameHub?',
        answer:
          'GameHub is a platform for casual gamers. You join free tournaments in chess, a clan-battle game, a card-battle game and tic-tac-toe, earn coins for your leaderboard position, your daily login bonus and your referrals, and spend those coins on brand vouchers in our shop.',
      },
      {
        question: 'Does it cost anything to play?',
        answer:
          'No. Creating an account, joining tournaments and claiming the daily bonus are free. Coins are earned by playing and inviting friends; they cannot be bought.',
      },
      {
        question: 'Who can create an account?',
        answer:
          'Anyone aged 13 or older. You can sign up with an email address and password, or continue with Google or Apple. Email accounts must verify their address before signing in.',
      },
      {
        question: 'Which games are available?',
        answer:
          'Tournaments run for chess, a clan-battle game, a card-battle game and a tic-tac-toe game you play right here in the browser. You can also play the MR RACER racing game from the Games page.',
      },
    ],
  },
  {
    title: 'Gameplay and Leaderboards',
    entries: [
      {
        question: 'How do I join a tournament?',
        answer:
          'Open a tournament from the home page and press REGISTER NOW. For chess and the Clash games you need your in-game username (your saved gamer handle is used if you have one); tic-tac-toe uses your GameHub account. Once registered the button changes to PLAY NOW.',
      },
      {
        question: 'How are points scored?',
        answer:
          'Chess awards points per win, draw or loss depending on the time control; the Clash games award points per trophy band; tic-tac-toe gives 2 points for a win, 1 for a draw and 0 for a loss. Each tournament page lists its exact scoring rules.',
      },
      {
        question: 'What happens if players tie?',
        answer:
          'Tied players who played share the prizes of the places they fill equally. Tic-tac-toe tournaments first compare win/loss ratio and match completion time.',
      },
      {
        question: 'Do I have to play to be ranked?',
        answer:
          'Yes. Only players who play during the tournament, with at least one counted result between its start and its end (a finished match against another player, a verified run, or a result recorded for you), are ranked and can win a prize. Registering alone wins nothing: registered players who have not played are listed after the ranked players, with no rank and no reward. Tournaments announced before this rule rank every registered player, as announced.',
      },
      {
        question: 'When is the leaderboard final?',
        answer:
          'The leaderboard updates while the tournament is live and becomes final when the countdown reaches zero. Rewards are paid within minutes after the tournament ends.',
      },
      {
        question: 'Why does a tournament show CLOSED?',
        answer:
          'Registration closes when the tournament has ended or all places are taken. Look for an upcoming tournament with free places instead.',
      },
    ],
  },
  {
    title: 'Platform Coins and Rewards',
    entries: [
      {
        question: 'How do I earn coins?',
        answer:
          'Play in a tournament and finish in a paid place, claim your daily login bonus, and refer friends. Every coin you earn is shown in your Transaction History.',
      },
      {
        question: 'How big is a tournament prize pool?',
        answer:
          "Each tournament shows its full prize pool and how many players who play guarantee it. With fewer players who played, every prize shrinks in proportion, rounded down. At most a set share of the players who played are paid, so not everyone in a small field wins a prize. Ties share among players who played. The tournament page shows the pool as it stands while the tournament is live, and its Rules tab gives that tournament's numbers.",
      },
      {
        question: 'How does the daily bonus work?',
        answer: dailyBonusAnswer(dailyBonus),
      },
      {
        question: 'What do I get for referring friends?',
        answer: referralAnswer(referrals),
      },
      {
        question: 'What can I do with my coins?',
        answer:
          'Redeem them for gift vouchers in the Shop. The voucher code is shown right after redemption and is always available under My Orders.',
      },
      {
        question: 'Can I transfer coins or cash them out?',
        answer:
          'No. Coins are non-transferable, have no cash value and can only be used on GameHub.',
      },
    ],
  },
  {
    title: 'Technical and Support',
    entries: [
      {
        question: 'Which devices and browsers are supported?',
        answer:
          'GameHub works in current versions of Chrome, Edge, Firefox and Safari on desktop and mobile. Chess and the Clash games open in their own apps on mobile.',
      },
      {
        question: 'My reward has not arrived. What should I do?',
        answer:
          'Rewards are paid within minutes after a tournament ends. If your balance has not changed after 30 minutes, check My Winnings, then contact support with the tournament name and your user ID.',
      },
      {
        question: 'I did not receive the verification email.',
        answer:
          'Check your spam or promotions folder and make sure you entered the right address. You can request a new link from the sign-in page.',
      },
      {
        question: 'How do I reset my password?',
        answer:
          'Choose Forgot password on the sign-in page and enter your email. We send you a link to set a new password.',
      },
    ],
  },
  {
    title: 'Privacy and Security',
    entries: [
      {
        question: 'What personal data do you keep?',
        answer:
          'Your name, email address, country, gender, gamer handles and your activity on GameHub such as tournaments, coins and orders. Our Privacy Policy explains why and for how long.',
      },
      {
        question: 'Do you sell my data?',
        answer:
          'No. We never sell your personal data. We share it only with the service providers that run GameHub for us, as described in the Privacy Policy.',
      },
      {
        question: 'How is my account protected?',
        answer:
          'Passwords are stored only as secure hashes, all traffic is encrypted, and purchases and tournament registrations require your signed-in session. Never share your password or voucher codes.',
      },
      {
        question: 'How do I delete my account?',
        answer:
          'Contact support from the email address on your account. We delete your account and personal data, except records we must keep by law; unspent coins are lost.',
      },
    ],
  },
];
