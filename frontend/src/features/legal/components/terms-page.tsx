import { Link } from 'react-router-dom';
import { andList } from '../../../lib/prose';
import { dailyBonusFigures, useDailyBonus, type DailyBonusFigures } from '../../wallet';
import { LegalDocument, type LegalSection } from './legal-document';

/** The streak's amounts from GET /api/daily_bonus; without them (loading, failed), none named. */
function dailyBonusTerms(bonus: DailyBonusFigures | null): string {
  const grows = 'The daily bonus can be claimed once per day and grows with your streak';
  if (!bonus) return `${grows}.`;
  return `${grows} (${andList([...bonus.earlier, bonus.top])} coins from day ${bonus.lastDay}).`;
}

const termsSections = (bonus: DailyBonusFigures | null): LegalSection[] => [
  {
    heading: 'Acceptance',
    body: (
      <p>
        These Terms and Conditions govern your use of GameHub, including tournaments, coins, the
        daily bonus, referrals and the voucher shop. By creating an account or using GameHub you
        agree to them.
      </p>
    ),
  },
  {
    heading: 'Eligibility and accounts',
    body: (
      <ul>
        <li>You must be at least 13 years old to use GameHub. The minimum age is 13.</li>
        <li>
          You may hold one account. Keep your password private; you are responsible for activity on
          your account.
        </li>
        <li>Give accurate details, including the gamer handles you register with.</li>
      </ul>
    ),
  },
  {
    heading: 'Tournaments',
    body: (
      <ul>
        <li>
          Each tournament shows its game, dates, duration, prize pool, places and rules before you
          register.
        </li>
        <li>Registration closes when the tournament ends or its places are full.</li>
        <li>
          Scores are taken from the game or from our embedded games; rankings follow the published
          scoring rules.
        </li>
        <li>When players tie, they share the prize for the positions they occupy equally.</li>
        <li>Rewards are paid in coins within minutes after a tournament ends.</li>
        <li>Inactivity may result in an automatic loss in tic-tac-toe matches.</li>
      </ul>
    ),
  },
  {
    heading: 'Coins',
    body: (
      <ul>
        <li>Coins are earned from tournament rewards, the daily bonus and referrals.</li>
        <li>Coins are non-transferable: they cannot be sent, sold or given to another account.</li>
        <li>Coins have no cash value and cannot be exchanged for money.</li>
        <li>Coins can only be spent on vouchers in the GameHub shop.</li>
        <li>Coins credited by mistake or through a breach of these terms may be removed.</li>
      </ul>
    ),
  },
  {
    heading: 'Daily bonus and referrals',
    body: (
      <p>
        {dailyBonusTerms(bonus)} Referral rewards are credited when an invited friend signs up,
        plays and wins their first game, as shown on the Refer &amp; Earn page. Self-referrals and
        fake accounts are not allowed and void the rewards.
      </p>
    ),
  },
  {
    heading: 'Vouchers',
    body: (
      <p>
        Vouchers are supplied by third-party brands and are subject to their own terms, expiry and
        redemption rules shown on each voucher. A redeemed voucher cannot be returned or exchanged
        for coins. Your voucher codes are available under My Orders.
      </p>
    ),
  },
  {
    heading: 'Fair play',
    body: (
      <p>
        Cheating, using bots or scripts, colluding, exploiting bugs, or playing on someone
        else&apos;s behalf is prohibited. Violations lead to disqualification, loss of rewards and
        coins, and may lead to a permanent ban.
      </p>
    ),
  },
  {
    heading: 'Availability and changes',
    body: (
      <p>
        We may change, pause or end tournaments, rewards and features, and update these terms. We
        will show the new date above and announce important changes on the site. Continued use of
        GameHub means you accept the updated terms.
      </p>
    ),
  },
  {
    heading: 'Liability',
    body: (
      <p>
        GameHub is provided as is. To the extent the law allows, we are not liable for losses caused
        by outages, third-party games or vouchers, or events beyond our control.
      </p>
    ),
  },
  {
    heading: 'Privacy and contact',
    body: (
      <p>
        Our <Link to="/privacy_policy">Privacy Policy</Link> and{' '}
        <Link to="/cookie_policy">Cookie Policy</Link> explain how we handle your data. Questions
        about these terms can be sent to the GameHub support team.
      </p>
    ),
  },
];

export default function TermsPage() {
  const bonus = dailyBonusFigures(useDailyBonus().data);
  return (
    <LegalDocument
      title="Terms and Conditions"
      lead="The rules for playing on GameHub, earning coins and redeeming rewards."
      sections={termsSections(bonus)}
    />
  );
}
