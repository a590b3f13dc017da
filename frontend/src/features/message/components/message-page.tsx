import { Link, useLocation } from 'react-router-dom';
import { NoticeCard } from '../../../components/notice-card';
import { PageShell } from '../../../components/page-shell';

interface Message {
  title: string;
  text: string;
  link: { to: string; label: string };
}

/** SPEC §2 message page: driven by message_id in navigation state. */
const messages: Record<number, Message> = {
  1: {
    title: 'Sign-up successful',
    text: 'Please check your email and click the verification link to activate your account.',
    link: { to: '/login', label: 'Go to Login' },
  },
  2: {
    title: 'Verification successful',
    text: 'Your email is verified. Click below to log in.',
    link: { to: '/login', label: 'Click to Login' },
  },
  3: {
    title: 'Subscribed',
    text: 'You are subscribed to the GameHub newsletter.',
    link: { to: '/', label: 'Go to Home' },
  },
  4: {
    title: 'Unsubscribed',
    text: 'You will no longer receive the GameHub newsletter.',
    link: { to: '/', label: 'Go to Home' },
  },
};

export default function MessagePage() {
  const location = useLocation();
  const id = Number((location.state as { message_id?: number | string } | null)?.message_id);
  const message = messages[id];
  return (
    <PageShell title="Message" lead="Updates about your account and subscriptions.">
      {message ? (
        <NoticeCard
          title={message.title}
          actions={
            <Link to={message.link.to} className="btn btn--primary">
              {message.link.label}
            </Link>
          }
        >
          <p>{message.text}</p>
        </NoticeCard>
      ) : (
        <NoticeCard
          title="No new messages"
          actions={
            <Link to="/" className="btn btn--primary">
              Go to Home
            </Link>
          }
        >
          <p>There is nothing to show here right now.</p>
        </NoticeCard>
      )}
    </PageShell>
  );
}
