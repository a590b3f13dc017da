import { Link } from 'react-router-dom';
import { Modal } from '../../../components/modal';
import { ReferralRewardsTable } from './referral-rewards-table';
import './rewards-popup.css';

interface RewardsPopupProps {
  open: boolean;
  onClose: () => void;
}

/** What a visitor earns by referring friends; signing in leads to the referral dashboard. */
export default function RewardsPopup({ open, onClose }: RewardsPopupProps) {
  return (
    <Modal open={open} onClose={onClose} title="Refer & Earn">
      <p className="rewards-popup__lead">
        Invite friends to GameHub and you both earn coins as they play.
      </p>
      <ReferralRewardsTable />
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
