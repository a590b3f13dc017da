import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { ApiError } from '../../../lib/api-client';
import {
  isNothingToClaim,
  milestoneMessages,
  useClaimMilestone,
  type ClaimedMilestone,
} from '../api/claim-milestone';
import type { MilestoneProgress } from '../api/get-referral-dashboard';
import { milestoneBarPercent } from '../referral-format';

// Opens once per claim, so its code (and confetti) loads only then.
const MilestoneReveal = lazy(() => import('./milestone-reveal'));

interface MilestoneCardProps {
  milestone: MilestoneProgress;
  totalCount: number;
}

/** Progress toward the next milestone and its Claim (SPEC §4 milestone claim). */
export function MilestoneCard({ milestone, totalCount }: MilestoneCardProps) {
  const claim = useClaimMilestone();
  const [revealing, setRevealing] = useState<ClaimedMilestone | null>(null);
  // The milestone just claimed: Claim stays disabled until the reloaded dashboard counts it.
  const [lastClaimed, setLastClaimed] = useState(0);
  const titleId = useId();
  const statusId = useId();
  const statusRef = useRef<HTMLParagraphElement>(null);
  const wasRevealing = useRef(false);

  // Claim is disabled once the reveal closes, so focus lands on the progress it updated.
  useEffect(() => {
    if (wasRevealing.current && !revealing) statusRef.current?.focus();
    wasRevealing.current = revealing !== null;
  }, [revealing]);
  const claimable = milestone.claimed < lastClaimed ? 0 : milestone.claimable;
  const percent = milestoneBarPercent({ ...milestone, claimable });
  const ready = claimable > 0;

  const claimNext = async () => {
    try {
      const answer = await claim.mutateAsync();
      toast.success(answer.message || milestoneMessages.claimed);
      setLastClaimed(answer.claimed.milestone);
      setRevealing(answer.claimed);
    } catch (error) {
      if (isNothingToClaim(error)) {
        toast.warning(milestoneMessages.none);
        return;
      }
      toast.error((error instanceof ApiError && error.serverMessage) || milestoneMessages.failure);
    }
  };

  const status = ready
    ? `Milestone reached! ${claimable === 1 ? 'A reward is' : `${claimable} rewards are`} ready to claim.`
    : `${milestone.progress} of ${milestone.every} referrals toward your next milestone at ${milestone.next_at}.`;

  return (
    <section className="card refer-earn__card milestone-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="refer-earn__title">
        Milestone rewards
      </h2>
      <p className="refer-earn__muted">
        Every {milestone.every} referrals earn {milestone.reward} coins and a mystery reward.
      </p>
      <p className="milestone-card__count">
        <span className="milestone-card__total tabular">{totalCount}</span>
        <span className="refer-earn__muted">
          {totalCount === 1 ? 'referral' : 'referrals'} · next milestone at{' '}
          <span className="tabular">{milestone.next_at}</span>
        </span>
      </p>
      <div
        className="milestone-card__bar"
        role="progressbar"
        aria-label="Progress to the next milestone"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
        aria-describedby={statusId}
      >
        <span
          className={`milestone-card__fill${ready ? ' milestone-card__fill--ready' : ''}`}
          style={{ width: `${Math.max(percent, 2)}%` }}
        />
      </div>
      <p id={statusId} ref={statusRef} className="milestone-card__status" tabIndex={-1}>
        {status}
      </p>
      <button
        type="button"
        className="btn btn--primary milestone-card__claim"
        disabled={!ready || claim.isPending}
        aria-busy={claim.isPending || undefined}
        onClick={() => void claimNext()}
      >
        {claim.isPending ? 'Claiming…' : 'Claim'}
      </button>
      {revealing ? (
        <Suspense fallback={null}>
          <MilestoneReveal claimed={revealing} onClose={() => setRevealing(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}
