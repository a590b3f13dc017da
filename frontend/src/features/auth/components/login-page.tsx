import { useCallback, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { PageShell } from '../../../components/page-shell';
import { useAuth } from '../../../lib/auth-store';
import type { SessionResponse } from '../api/login';
import { useStartSession } from '../api/start-session';
import { redirectAfterLogin, returnState } from '../session-redirect';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { SignupForm } from './signup-form';
import { SocialLogin } from './social-login';
import './auth.css';

export type LoginView = 'login' | 'signup' | 'forgot';

const titles: Record<LoginView, { title: string; lead: string }> = {
  login: {
    title: 'Welcome back',
    lead: 'Log in to join tournaments, claim your daily bonus and redeem vouchers.',
  },
  signup: {
    title: 'Create your account',
    lead: 'Join GameHub for free. Players must be at least 13 years old.',
  },
  forgot: {
    title: 'Forgot your password?',
    lead: 'Enter the email you signed up with and we will send you a reset link.',
  },
};

/** /login: login, sign-up and forgot-password views, switchable by links (SPEC §2, §4). */
export default function LoginPage() {
  const [params] = useSearchParams();
  const invite = params.get('invite')?.trim() || undefined;
  const location = useLocation();
  // ?invite= and links that say so (the Refer & Earn popup) open on the sign-up view; a dead
  // reset link's "Request a new link" on the forgot-password view.
  const asked = (location.state as { view?: unknown } | null)?.view;
  const [view, setView] = useState<LoginView>(
    invite || asked === 'signup' ? 'signup' : asked === 'forgot' ? 'forgot' : 'login',
  );
  const { isSignedIn } = useAuth();
  const navigate = useNavigate();
  const startSession = useStartSession();
  // Set while this page completes a sign-in, so the signed-in redirect below does not race the
  // redirect to the referring page.
  const completing = useRef(false);

  const completeSignIn = useCallback(
    (session: SessionResponse) => {
      completing.current = true;
      startSession(session);
      navigate(redirectAfterLogin(location), { replace: true, state: returnState(location) });
    },
    [location, navigate, startSession],
  );

  if (isSignedIn && !completing.current) return <Navigate to="/" replace />;

  const { title, lead } = titles[view];
  return (
    <PageShell title={title} lead={lead}>
      <div className="auth-card card">
        {invite && view === 'signup' ? (
          <p className="auth-card__invite" role="status">
            You were invited by a friend: sign up and you both get bonus coins.
          </p>
        ) : null}
        {view === 'login' ? (
          <LoginForm
            onSignedIn={completeSignIn}
            onShowSignup={() => setView('signup')}
            onShowForgot={() => setView('forgot')}
          />
        ) : null}
        {view === 'signup' ? (
          <SignupForm invite={invite} onShowLogin={() => setView('login')} />
        ) : null}
        {view === 'forgot' ? <ForgotPasswordForm onShowLogin={() => setView('login')} /> : null}
        {view !== 'forgot' ? <SocialLogin invite={invite} onSignedIn={completeSignIn} /> : null}
      </div>
    </PageShell>
  );
}
