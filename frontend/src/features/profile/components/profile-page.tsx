import { useState } from 'react';
import { UserAvatar } from '../../../components/avatar';
import { CoinAmount } from '../../../components/coin-amount';
import { PageShell } from '../../../components/page-shell';
import { useAuth } from '../../../lib/auth-store';
import { formatIstDate } from '../../../lib/date-format';
import { AccountSections } from './account-sections';
import { AvatarPicker } from './avatar-picker';
import { ReferralLink } from './referral-link';
import '../../../components/form-field.css';
import './profile-page.css';

/** /my-account and /profile; RequireAuth guarantees a signed-in user. */
export default function ProfilePage() {
  const { user } = useAuth();
  const [pickerOpen, setPickerOpen] = useState(false);
  if (!user) return null;
  return (
    <PageShell
      title="My Account"
      lead="Your profile, winnings, transaction history, matches and gamer handles."
    >
      <section className="profile-card card" aria-label="Profile">
        <button
          type="button"
          className="profile-card__avatar"
          aria-label="Change avatar"
          onClick={() => setPickerOpen(true)}
        >
          <UserAvatar profilePic={user.profile_pic} name={user.name} size={96} />
          <span className="profile-card__avatar-edit" aria-hidden="true">
            Change
          </span>
        </button>
        <div className="profile-card__body">
          <h2 className="profile-card__name">{user.name}</h2>
          <dl className="profile-facts">
            <div>
              <dt>User ID</dt>
              <dd className="tabular">{user.user_id}</dd>
            </div>
            <div>
              <dt>Email</dt>
              <dd>{user.email}</dd>
            </div>
            <div>
              <dt>Joined on</dt>
              <dd className="tabular">{formatIstDate(user.joined_on)}</dd>
            </div>
            <div>
              <dt>Balance</dt>
              <dd>
                <CoinAmount value={Number(user.coin_balance) || 0} />
              </dd>
            </div>
          </dl>
          {user.referral_code ? <ReferralLink code={user.referral_code} /> : null}
        </div>
      </section>
      {pickerOpen ? (
        <AvatarPicker
          open={pickerOpen}
          current={user.profile_pic}
          onClose={() => setPickerOpen(false)}
        />
      ) : null}
      <AccountSections gamerHandle={user.gamer_handle} />
    </PageShell>
  );
}
