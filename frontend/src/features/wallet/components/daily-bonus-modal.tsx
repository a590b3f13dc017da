import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { CoinAmount } from '../../../components/coin-amount';
import { CheckIcon } from '../../../components/icons';
import { Modal } from '../../../components/modal';
import { ApiError } from '../../../lib/api-client';
import type { User } from '../../../lib/auth-store';
import { fireConfetti } from '../../../lib/confetti';
import {
  dailyRewardMessages,
  isAlreadyClaimed,
  useClaimDailyReward,
} from '../api/claim-daily-reward';
import { dailyBonusCoinsFor, dailyBonusTiles, dailyBonusToday } from '../daily-bonus';
import './daily-bonus-modal.css';

interface DailyBonusModalProps {
  user: User;
  /** Closes the modal for the rest of the session (dismissed, claimed or already claimed). */
  onClose: () => void;
}

/** Seven streak tiles and today's claim (SPEC §4 daily bonus, §9 amounts). */
export default function DailyBonusModal({ user, onClose }: DailyBonusModalProps) {
  const claim = useClaimDailyReward();
  const [claimed, setClaimed] = useState(false);
  const tiles = dailyBonusTiles(user.streak_count);
  const coins = dailyBonusCoinsFor(dailyBonusToday(user.streak_count));

  const claimToday = async () => {
    try {
      const answer = await claim.mutateAsync({ user_id: user.user_id });
      setClaimed(true);
      // Confetti is decoration: a failed chunk load must not turn the claim into an error.
      fireConfetti().catch(() => undefined);
      onClose();
      toast.success(answer.message || `You claimed ${answer.reward} coins!`);
    } catch (error) {
      if (isAlreadyClaimed(error)) {
        toast.info(error.serverMessage || dailyRewardMessages.alreadyClaimed);
        onClose();
        return;
      }
      toast.error(
        (error instanceof ApiError && error.serverMessage) || dailyRewardMessages.failure,
      );
    }
  };

  return (
    <Modal open title="Daily bonus" onClose={onClose}>
      <p className="daily-bonus__lead">
        Come back every day to grow your streak: day 7 and every day after pays the most.
      </p>
      <ol className="daily-bonus__days">
        {tiles.map((tile) => (
          <li
            key={tile.day}
            className={`daily-bonus__day daily-bonus__day--${tile.state}`}
            aria-current={tile.state === 'today' ? 'date' : undefined}
          >
            <span className="daily-bonus__label">{tile.label}</span>
            <CoinAmount value={tile.coins} size="sm" />
            <span className="daily-bonus__status">
              {tile.state === 'claimed' ? (
                <>
                  <CheckIcon className="daily-bonus__check" />
                  <span className="visually-hidden">Claimed</span>
                </>
              ) : null}
              {tile.state === 'today' ? 'Today' : null}
            </span>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="btn btn--primary daily-bonus__claim"
        disabled={claim.isPending || claimed}
        aria-busy={claim.isPending || undefined}
        onClick={() => void claimToday()}
      >
        {`Claim ${coins} coins`}
      </button>
    </Modal>
  );
}
