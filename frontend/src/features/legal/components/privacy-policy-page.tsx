import { Link } from 'react-router-dom';
import { LegalDocument, type LegalSection } from './legal-document';

const sections: LegalSection[] = [
  {
    heading: 'Who we are',
    body: (
      <p>
        GameHub runs an online platform where players join game tournaments, earn coins, claim daily
        bonuses, refer friends and redeem coins for vouchers. This policy explains what personal
        data we collect when you use GameHub, why we use it and the choices you have.
      </p>
    ),
  },
  {
    heading: 'Data we collect',
    body: (
      <ul>
        <li>
          Account data: your name, email address, password (stored only as a secure hash), country
          and gender, or the basic profile shared by Google or Apple when you sign in with them.
        </li>
        <li>
          Game data: the gamer handles you save (for example your chess or Clash username), the
          tournaments you register for, your scores, ranks and rewards.
        </li>
        <li>
          Coin and order data: your coin balance, daily bonus streak, referral activity, coin
          transactions and the vouchers you redeem, including their codes.
        </li>
        <li>
          Usage data: the pages you visit on GameHub, the referring page, device and browser type,
          and technical logs such as IP address and error reports.
        </li>
        <li>Newsletter data: the email address you subscribe with.</li>
      </ul>
    ),
  },
  {
    heading: 'How we use your data',
    body: (
      <ul>
        <li>To create and secure your account and keep you signed in.</li>
        <li>To run tournaments, verify gamer handles, rank players and pay coin rewards.</li>
        <li>
          To credit daily bonuses and referral rewards and to deliver the vouchers you redeem.
        </li>
        <li>To prevent cheating, fraud, multiple accounts and abuse of rewards.</li>
        <li>
          To send service emails (verification, password reset) and, if you subscribe, our
          newsletter.
        </li>
        <li>To understand which pages are used so we can improve GameHub.</li>
      </ul>
    ),
  },
  {
    heading: 'Legal bases',
    body: (
      <p>
        We process your data to perform our agreement with you (running your account, tournaments
        and rewards), for our legitimate interests (security, fraud prevention and improving the
        service), with your consent (newsletter and optional cookies), and where the law requires
        it.
      </p>
    ),
  },
  {
    heading: 'Sharing',
    body: (
      <p>
        We do not sell your personal data. We share it only with providers that run parts of GameHub
        for us, such as hosting, email delivery, sign-in with Google or Apple, and voucher partners
        who fulfil the vouchers you redeem, each bound to use it only for that purpose. Your player
        name, avatar, rank and points are visible to other players on leaderboards and tournament
        pages.
      </p>
    ),
  },
  {
    heading: 'Retention',
    body: (
      <p>
        We keep account data while your account is open. Tournament results, coin transactions and
        orders are kept for as long as needed to settle rewards, resolve disputes and meet legal
        obligations. Logs are kept for a limited period for security.
      </p>
    ),
  },
  {
    heading: 'Your rights',
    body: (
      <p>
        You can access, correct or delete your personal data, object to or restrict some uses, and
        ask for a copy of your data. You can unsubscribe from the newsletter at any time from the
        link in every email. To use these rights, contact us from the email address on your account.
      </p>
    ),
  },
  {
    heading: 'Children',
    body: (
      <p>
        GameHub is for players aged 13 and over. We do not knowingly collect data from children
        under 13; if we learn that we have, we delete the account.
      </p>
    ),
  },
  {
    heading: 'Security',
    body: (
      <p>
        Traffic to GameHub is encrypted, passwords are hashed, and access to personal data is
        limited to the people who need it. No system is perfectly secure, so please keep your
        password private.
      </p>
    ),
  },
  {
    heading: 'Changes and contact',
    body: (
      <p>
        We may update this policy and will show the new date above; important changes are announced
        on the site. Cookies are explained in our <Link to="/cookie_policy">Cookie Policy</Link>.
        Questions? Contact the GameHub support team.
      </p>
    ),
  },
];

export default function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      lead="What personal data GameHub collects, how we use it and the choices you have."
      sections={sections}
    />
  );
}
