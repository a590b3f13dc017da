import { Link, useSearchParams } from 'react-router-dom';
import { NoticeCard } from '../../../components/notice-card';
import { PageShell } from '../../../components/page-shell';

export default function LoginPage() {
  const [params] = useSearchParams();
  const invited = Boolean(params.get('invite'));
  return (
    <PageShell
      title="Sign in"
      lead="Sign in or create a GameHub account to join tournaments, claim your daily bonus and redeem vouchers."
    >
      <NoticeCard
        title="Sign-in is coming soon"
        actions={
          <Link to="/" className="btn btn--primary">
            Back to Home
          </Link>
        }
      >
        <p>
          Email and password accounts, Google and Apple sign-in and password reset will open here
          shortly. Players must be at least 13 years old.
        </p>
        {invited ? (
          <p>You were invited by a friend: your invite will count once sign-up opens.</p>
        ) : null}
      </NoticeCard>
    </PageShell>
  );
}
