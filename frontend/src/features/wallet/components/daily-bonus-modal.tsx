import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { CoinAmount } from '../../../components/coin-amount';
import { CheckIcon } from '../../../components/icons';
import { Modal } from '../../../components/modal';
import { ErrorState } from '../../../components/state-views';
import { ApiError } from '../../../lib/api-client';
import type { User } from '../../../lib/auth-store';
import { fireConfetti } from '../../../lib/confetti';
import {
  dailyRewardMessages,
  isAlreadyClaimed,
  useClaimDailyReward,
} from '../api/claim-daily-reward';
import { useDailyBonus } from '../api/get-daily-bonus';
import { dailyBonusTiles } from '../daily-bonus-tiles';
import './daily-bonus-modal.css';

interface DailyBonusModalProps {
  user: User;
  /** Closes the modal for the rest of the session (dismissed, claimed or already claimed). */
  onClose: () => void;
}

/** How many tiles hold the table's place while it loads: a skeleton's guess, not a rule. */
const PLACEHOLDER_TILES = 7;

/**
 * The streak tiles and today's claim (SPEC §4 daily bonus, §9 amounts), from the server's bonus
 * table. Without the table the claim still works (the server decides the coins); the tiles then
 * offer a retry.
 */
export default function DailyBonusModal({ user, onClose }: DailyBonusModalProps) {
  const claim = useClaimDailyReward();
  const table = useDailyBonus();
  const [claimed, setClaimed] = useState(false);
  const tiles = table.data ? dailyBonusTiles(user.streak_count, table.data) : [];
  const coins = tiles.find((tile) => tile.state === 'today')?.coins;

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
        Come back every day to grow your streak:{' '}
        {tiles.length ? `day ${tiles.length}` : 'the last day'} and every day after pays the most.
      </p>
      {table.isPending ? (
        <ol className="daily-bonus__days" aria-busy="true" aria-label="Loading the bonus days">
          {Array.from({ length: PLACEHOLDER_TILES }, (_, index) => (
            // Same content as a tile, unseen: the same height, so nothing moves when it lands.
            <li key={index} className="daily-bonus__day daily-bonus__day--placeholder skeleton">
              <span className="daily-bonus__label">Day</span>
              <CoinAmount value={0} size="sm" />
              <span className="daily-bonus__status" />
            </li>
          ))}
        </ol>
      ) : tiles.length === 0 ? (
        <div className="daily-bonus__days-error">
          <ErrorState
            message="We could not load the bonus table right now."
            onRetry={() => void table.refetch()}
            retrying={table.isFetching}
          />
        </div>
      ) : (
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
      )}
      <button
        type="button"
        className="btn btn--primary daily-bonus__claim"
        disabled={claim.isPending || claimed}
        aria-busy={claim.isPending || undefined}
        onClick={() => void claimToday()}
      >
        {coins === undefined ? 'Claim today’s bonus' : `Claim ${coins} coins`}
      </button>
    </Modal>
  );
}
