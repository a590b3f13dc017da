import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '../../../lib/toast';
import { NoticeCard } from '../../../components/notice-card';
import { PageShell } from '../../../components/page-shell';
import { ApiError } from '../../../lib/api-client';
import { useCheckResetCode } from '../api/check-reset-code';
import { useStartSession } from '../api/start-session';
import { sessionOf, useVerifyEmail } from '../api/verify-email';
import { ResetPasswordForm } from './reset-password-form';
import './auth.css';

export const verifyMessages = {
  success: 'Email verified successfully!',
  failure: 'Error verifying email.',
  alreadyVerified: 'Your email is already verified',
} as const;

/** /auth/action?mode=verifyEmail|resetPassword&oobCode=… (links from our emails). */
export default function AuthActionPage() {
  const [params] = useSearchParams();
  const mode = params.get('mode');
  const oobCode = params.get('oobCode')?.trim() ?? '';

  if (mode === 'verifyEmail' && oobCode) return <VerifyEmail oobCode={oobCode} />;
  if (mode === 'resetPassword' && oobCode) return <ResetPassword oobCode={oobCode} />;
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

/** The form only for a link that works: a used or expired one is said so before any typing. */
function ResetPassword({ oobCode }: { oobCode: string }) {
  const check = useCheckResetCode(oobCode);
  const refused =
    check.error instanceof ApiError && check.error.code === 'CODE_INVALID' ? check.error : null;
  if (refused) {
    return (
      <PageShell title="Reset your password">
        <NoticeCard
          title={refused.serverMessage ?? 'This reset link is invalid or has expired.'}
          actions={
            <Link to="/login" state={{ view: 'forgot' }} className="btn btn--primary">
              Request a new link
            </Link>
          }
        >
          <p>Reset links work once and for an hour. Ask for a new one and use the latest email.</p>
        </NoticeCard>
      </PageShell>
    );
  }
  return (
    <PageShell title="Reset your password" lead="Choose a new password for your GameHub account.">
      {check.isPending ? (
        <div className="auth-card card auth-status" role="status">
          <span className="auth-spinner" aria-hidden="true" />
          <p>Checking your link…</p>
        </div>
      ) : (
        // A check that could not be made (offline) still shows the form: saving will tell.
        <div className="auth-card card">
          <ResetPasswordForm oobCode={oobCode} />
        </div>
      )}
    </PageShell>
  );
}

function VerifyEmail({ oobCode }: { oobCode: string }) {
  const verify = useVerifyEmail();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const [verifiedBefore, setVerifiedBefore] = useState(false);
  // StrictMode runs effects twice in development; an oobCode can be used only once.
  const started = useRef<string | null>(null);
  const { mutateAsync } = verify;
  const startSession = useStartSession();

  useEffect(() => {
    if (started.current === oobCode) return;
    started.current = oobCode;
    mutateAsync({ oobCode }).then(
      (answer) => {
        toast.success(answer.message || verifyMessages.success);
        // A fresh link signs this device in: straight to Home, where today's bonus is offered.
        const session = sessionOf(answer);
        if (session) {
          startSession(session);
          navigate('/', { replace: true });
          return;
        }
        navigate('/message', { replace: true, state: { message_id: 2 } });
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.code === 'EMAIL_ALREADY_VERIFIED') {
          setVerifiedBefore(true);
          return;
        }
        toast.error(verifyMessages.failure);
        setFailed(true);
      },
    );
  }, [oobCode, mutateAsync, navigate, startSession]);

  return (
    <PageShell title="Verify your email">
      {verifiedBefore ? (
        <NoticeCard
          title={verifyMessages.alreadyVerified}
          actions={
            <Link to="/login" className="btn btn--primary">
              Go to Login
            </Link>
          }
        >
          <p>This link was used already, and your address is confirmed. Log in to play.</p>
        </NoticeCard>
      ) : failed ? (
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
