import { Link, Navigate, useLocation } from 'react-router-dom';
import { NoticeCard } from '../../../components/notice-card';
import { PageShell } from '../../../components/page-shell';

interface Message {
  title: string;
  text: string;
  link: { to: string; label: string };
}

/** SPEC §2 message page: driven by message_id in navigation state. */
export const messages: Record<number, Message> = {
  1: {
    title: 'Sign-up successful',
    text: 'We have sent a verification link to your email. Please check your inbox and click the link to activate your account.',
    link: { to: '/login', label: 'Go to Login' },
  },
  2: {
    title: 'Verification successful',
    text: 'Your email is verified. Click below to log in and start playing.',
    link: { to: '/login', label: 'Click to Login' },
  },
  3: {
    title: 'Subscribed to the newsletter',
    text: 'Your subscription is confirmed. Tournament news and rewards will land in your inbox.',
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
  if (!message) return <Navigate to="/" replace />;
  return (
    <PageShell title={message.title}>
      <NoticeCard
        actions={
          <Link to={message.link.to} className="btn btn--primary">
            {message.link.label}
          </Link>
        }
      >
        <p>{message.text}</p>
      </NoticeCard>
    </PageShell>
  );
}
