import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '../../../lib/auth-store';
import { isDailyBonusDue } from '../daily-bonus-dismissal';

const DailyBonusModal = lazy(() => import('./daily-bonus-modal'));

/**
 * The daily bonus slide's action, for whoever is looking: a visitor signs in to claim; a player
 * with today's bonus waiting claims it here (the same modal Home offers); one who claimed it
 * today is told when the next one comes.
 */
export function DailyBonusCta({ className }: { className: string }) {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  if (!user) {
    return (
      <Link to="/login" className={className}>
        Sign in to claim
      </Link>
    );
  }
  if (!isDailyBonusDue(user)) {
    return <p className={`${className} ${className}--done`}>Claimed today · back tomorrow</p>;
  }
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        Claim today’s bonus
      </button>
      {open ? (
        <Suspense fallback={null}>
          <DailyBonusModal user={user} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
