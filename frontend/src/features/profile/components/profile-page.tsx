import { NoticeCard } from '../../../components/notice-card';
import { CoinAmount } from '../../../components/coin-amount';
import { PageShell } from '../../../components/page-shell';
import { useAuth } from '../../../lib/auth-store';
import './profile-page.css';

const joinedFormat = new Intl.DateTimeFormat('hi-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

function formatJoined(value: string | undefined): string {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? joinedFormat.format(date) : '--';
}

/** /my-account and /profile; RequireAuth guarantees a signed-in user. */
export default function ProfilePage() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <PageShell
      title="My Account"
      lead="Your profile, winnings, transaction history and gamer handles."
    >
      <dl className="profile-facts card">
        <div>
          <dt>Name</dt>
          <dd>{user.name}</dd>
        </div>
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
          <dd className="tabular">{formatJoined(user.joined_on)}</dd>
        </div>
        <div>
          <dt>Balance</dt>
          <dd>
            <CoinAmount value={Number(user.coin_balance) || 0} />
          </dd>
        </div>
      </dl>
      <NoticeCard title="More account tools are coming">
        <p>
          Avatar picker, My Winnings, Transaction History and gamer-handle settings will appear here
          soon.
        </p>
      </NoticeCard>
    </PageShell>
  );
}
