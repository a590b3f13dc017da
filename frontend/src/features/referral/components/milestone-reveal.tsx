import { useEffect, useRef, useState } from 'react';
import { CoinAmount } from '../../../components/coin-amount';
import { GiftIcon } from '../../../components/icons';
import { Modal } from '../../../components/modal';
import { fireConfetti } from '../../../lib/confetti';
import type { ClaimedMilestone } from '../api/claim-milestone';

interface MilestoneRevealProps {
  claimed: ClaimedMilestone;
  onClose: () => void;
}

/** After a claim: the milestone's coins, then the mystery reward the player opens. */
export default function MilestoneReveal({ claimed, onClose }: MilestoneRevealProps) {
  const [opened, setOpened] = useState(false);
  const done = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!opened) return;
    done.current?.focus();
    // Confetti is decoration: a failed chunk load must not break the reveal.
    fireConfetti().catch(() => undefined);
  }, [opened]);

  return (
    <Modal open title="Milestone reward claimed!" onClose={onClose}>
      <div className="milestone-reveal">
        <p className="milestone-reveal__lead">
          Milestone {claimed.milestone}: {claimed.at_referrals} referrals.
        </p>
        <dl className="milestone-reveal__rewards">
          <div>
            <dt>Milestone reward</dt>
            <dd>
              <CoinAmount value={claimed.reward} />
            </dd>
          </div>
          <div>
            <dt>Mystery reward</dt>
            <dd aria-live="polite">
              {opened ? (
                <span className="milestone-reveal__amount" data-testid="mystery-reward">
                  <CoinAmount value={claimed.mystery_reward} size="lg" />
                </span>
              ) : (
                <span className="milestone-reveal__hidden">?</span>
              )}
            </dd>
          </div>
        </dl>
        {opened ? (
          <>
            <p className="milestone-reveal__total">
              You earned {claimed.reward + claimed.mystery_reward} coins in total.
            </p>
            <button ref={done} type="button" className="btn btn--primary" onClick={onClose}>
              Done
            </button>
          </>
        ) : (
          <button
            type="button"
            className="btn btn--primary milestone-reveal__open"
            onClick={() => setOpened(true)}
          >
            <GiftIcon aria-hidden="true" />
            Reveal mystery reward
          </button>
        )}
      </div>
    </Modal>
  );
}
