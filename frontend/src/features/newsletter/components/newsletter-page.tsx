import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { NoticeCard } from '../../../components/notice-card';
import { PageShell } from '../../../components/page-shell';
import { unsubscribeNewsletter, verifyNewsletter } from '../api/confirm-newsletter';

type LinkAction = 'subscribe' | 'unsubscribe';

function readAction(value: string | null): LinkAction | null {
  return value === 'subscribe' || value === 'unsubscribe' ? value : null;
}

/** /newsletter?action=subscribe|unsubscribe&email=…&sig=… (SPEC §4, §5). */
export default function NewsletterPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const action = readAction(params.get('action'));
  const email = params.get('email')?.trim() ?? '';
  const sig = params.get('sig') ?? '';
  const runnable = Boolean(action && email);
  const [done, setDone] = useState(!runnable);
  const [failed, setFailed] = useState(false);
  // StrictMode runs effects twice in development; the link is acted on once.
  const started = useRef(false);

  useEffect(() => {
    if (!action || !email || started.current) return;
    started.current = true;
    const call = action === 'subscribe' ? verifyNewsletter : unsubscribeNewsletter;
    call({ email, sig }).then(
      () =>
        navigate('/message', {
          replace: true,
          state: { message_id: action === 'subscribe' ? 3 : 4 },
        }),
      (error: unknown) => {
        // SPEC §8: newsletter confirm/unsubscribe failures are only logged.
        console.error('Newsletter link failed', error);
        setFailed(true);
        setDone(true);
      },
    );
  }, [action, email, sig, navigate]);

  return (
    <PageShell title="Newsletter">
      {failed ? (
        <NoticeCard
          title="This link did not work"
          actions={
            <Link to="/" className="btn btn--primary">
              Back to Home
            </Link>
          }
        >
          <p>
            It may be incomplete or changed. Open it again from the latest GameHub email, or
            subscribe again from the form at the bottom of every page.
          </p>
        </NoticeCard>
      ) : done ? (
        <NoticeCard
          title="GameHub newsletter"
          actions={
            <Link to="/" className="btn btn--primary">
              Back to Home
            </Link>
          }
        >
          <p>You can subscribe any time from the form at the bottom of every page.</p>
        </NoticeCard>
      ) : (
        <p role="status">
          {action === 'unsubscribe' ? 'Unsubscribing you…' : 'Confirming your subscription…'}
        </p>
      )}
    </PageShell>
  );
}
