import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '../../../lib/toast';
import { NoticeCard } from '../../../components/notice-card';
import { PageShell } from '../../../components/page-shell';
import { useVerifyEmail } from '../api/verify-email';
import { ResetPasswordForm } from './reset-password-form';
import './auth.css';

export const verifyMessages = {
  success: 'Email verified successfully!',
  failure: 'Error verifying email.',
} as const;

/** /auth/action?mode=verifyEmail|resetPassword&oobCode=… (links from our emails). */
export default function AuthActionPage() {
  const [params] = useSearchParams();
  const mode = params.get('mode');
  const oobCode = params.get('oobCode')?.trim() ?? '';

  if (mode === 'verifyEmail' && oobCode) return <VerifyEmail oobCode={oobCode} />;
  if (mode === 'resetPassword' && oobCode) {
    return (
      <PageShell title="Reset your password" lead="Choose a new password for your GameHub account.">
        <div className="auth-card card">
          <ResetPasswordForm oobCode={oobCode} />
        </div>
      </PageShell>
    );
  }
  return (
    <PageShell title="Account action">
      <NoticeCard
        title="This link is not valid"
        actions={
          <Link to="/" className="btn btn--primary">
            Back to Home
          </Link>
        }
      >
        <p>
          The link is incomplete or has expired. Open the latest email from us, or request a new
          link from the login page.
        </p>
      </NoticeCard>
    </PageShell>
  );
}

function VerifyEmail({ oobCode }: { oobCode: string }) {
  const verify = useVerifyEmail();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  // StrictMode runs effects twice in development; an oobCode can be used only once.
  const started = useRef<string | null>(null);
  const { mutateAsync } = verify;

  useEffect(() => {
    if (started.current === oobCode) return;
    started.current = oobCode;
    mutateAsync({ oobCode }).then(
      (answer) => {
        toast.success(answer.message || verifyMessages.success);
        navigate('/message', { replace: true, state: { message_id: 2 } });
      },
      () => {
        toast.error(verifyMessages.failure);
        setFailed(true);
      },
    );
  }, [oobCode, mutateAsync, navigate]);

  return (
    <PageShell title="Verify your email">
      {failed ? (
        <NoticeCard
          title={verifyMessages.failure}
          actions={
            <Link to="/login" className="btn btn--primary">
              Go to Login
            </Link>
          }
        >
          <p>The link may have expired or been used already. Log in to get a new one.</p>
        </NoticeCard>
      ) : (
        <div className="auth-card card auth-status" role="status">
          <span className="auth-spinner" aria-hidden="true" />
          <p>Verifying your email…</p>
        </div>
      )}
    </PageShell>
  );
}
