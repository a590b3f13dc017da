import { Link } from 'react-router-dom';
import { CoinAmount } from '../../../components/coin-amount';
import { Modal } from '../../../components/modal';
import { referralBonuses, referralStages } from '../referral-rewards';
import './rewards-popup.css';

interface RewardsPopupProps {
  open: boolean;
  onClose: () => void;
}

/** What a visitor earns by referring friends; signing in leads to the referral dashboard. */
export default function RewardsPopup({ open, onClose }: RewardsPopupProps) {
  const [first, second, third] = referralBonuses.monthlyPrizes;
  return (
    <Modal open={open} onClose={onClose} title="Refer & Earn">
      <p className="rewards-popup__lead">
        Invite friends to GameHub and you both earn coins as they play.
      </p>
      <table className="rewards-popup__table">
        <thead>
          <tr>
            <th scope="col">When your friend…</th>
            <th scope="col">You get</th>
            <th scope="col">Friend gets</th>
          </tr>
        </thead>
        <tbody>
          {referralStages.map((row) => (
            <tr key={row.stage}>
              <th scope="row">{row.stage}</th>
              <td>
                <CoinAmount value={row.referrer} size="sm" />
              </td>
              <td>
                <CoinAmount value={row.friend} size="sm" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="rewards-popup__extras">
        <li>Plus {referralBonuses.earningsSharePercent}% of the coins your friends earn.</li>
        <li>
          {referralBonuses.milestoneCoins} coins and a mystery reward for every{' '}
          {referralBonuses.milestoneEvery} referrals.
        </li>
        <li>
          Monthly referral leaderboard: 1st {first.toLocaleString('en-IN')}, 2nd{' '}
          {second.toLocaleString('en-IN')}, 3rd {third.toLocaleString('en-IN')} coins.
        </li>
      </ul>
      <Link
        to="/login"
        state={{ view: 'signup', from: '/refer-earn' }}
        className="btn btn--primary rewards-popup__cta"
        onClick={onClose}
      >
        Sign up to get your invite link
      </Link>
      <p className="rewards-popup__login">
        Already playing?{' '}
        <Link to="/login" state={{ from: '/refer-earn' }} onClick={onClose}>
          Log in
        </Link>{' '}
        to see your referral dashboard.
      </p>
    </Modal>
  );
}
