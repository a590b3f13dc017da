import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { NoticeCard } from '../../../components/notice-card';
import { PageShell } from '../../../components/page-shell';
import { ApiError } from '../../../lib/api-client';
import { useUnsubscribeMail } from '../api/unsubscribe-mail';

/** Where a player chooses their mails again (My Account → Account settings). */
export const PREFERENCES_PATH = '/my-account?tab=settings';

const BROKEN_LINK =
  'This unsubscribe link is incomplete. Open it again from the latest GameHub email.';

/** /unsubscribe?token=…: the link at the foot of each notification mail (no sign-in needed). */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const unsubscribe = useUnsubscribeMail();
  const { mutate } = unsubscribe;
  // StrictMode runs effects twice in development; the link is acted on once.
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    mutate(token);
  }, [token, mutate]);

  const preferences = (
    <Link to={PREFERENCES_PATH} className="btn btn--primary">
      Email preferences
    </Link>
  );
  const home = (
    <Link to="/" className="btn btn--secondary">
      Back to Home
    </Link>
  );
  const failure = !token
    ? BROKEN_LINK
    : unsubscribe.isError
      ? unsubscribe.error instanceof ApiError && unsubscribe.error.serverMessage
        ? unsubscribe.error.serverMessage
        : 'We could not unsubscribe you right now. Please try again later.'
      : null;

  return (
    <PageShell title="Unsubscribe">
      {failure ? (
        <NoticeCard
          title="This link did not work"
          actions={
            <>
              {preferences}
              {home}
            </>
          }
        >
          <p role="alert">{failure}</p>
        </NoticeCard>
      ) : unsubscribe.isSuccess ? (
        <NoticeCard
          title="You are unsubscribed"
          actions={
            <>
              {preferences}
              {home}
            </>
          }
        >
          <p role="status">{unsubscribe.data.message}</p>
          <p>Changed your mind? Turn it back on in My Account, under Account settings.</p>
        </NoticeCard>
      ) : (
        <p role="status">Unsubscribing you…</p>
      )}
    </PageShell>
  );
}
