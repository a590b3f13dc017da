import { Link, useSearchParams } from 'react-router-dom';
import { NoticeCard } from '../../../components/notice-card';
import { PageShell } from '../../../components/page-shell';

export default function AuthActionPage() {
  const [params] = useSearchParams();
  const mode = params.get('mode');
  const title =
    mode === 'resetPassword'
      ? 'Reset your password'
      : mode === 'verifyEmail'
        ? 'Verify your email'
        : 'Account action';
  return (
    <PageShell
      title={title}
      lead="Links from our emails land here to verify your address or set a new password."
    >
      <NoticeCard
        title="This link cannot be completed yet"
        actions={
          <Link to="/" className="btn btn--primary">
            Back to Home
          </Link>
        }
      >
        <p>
          Email verification and password reset are being switched on. Please keep the email and
          open the link again later.
        </p>
      </NoticeCard>
    </PageShell>
  );
}
