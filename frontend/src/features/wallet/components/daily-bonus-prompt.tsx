import { Suspense, useState } from 'react';
import { useAuth } from '../../../lib/auth-store';
import { useUserData } from '../../auth';
import { useDailyBonus } from '../api/get-daily-bonus';
import {
  bonusDay,
  dismissDailyBonus,
  isDailyBonusDismissed,
  isDailyBonusDue,
} from '../daily-bonus-dismissal';
import { DailyBonusModal } from './lazy-daily-bonus-modal';

/**
 * Offers the daily bonus on Home (SPEC §2, §4) once the user query has confirmed the stored
 * player, so a stale local copy from yesterday does not flash the modal, and once the bonus
 * table (fetched beside it) has answered, so the modal opens whole.
 */
export function DailyBonusPrompt() {
  const { user } = useAuth();
  const userQuery = useUserData();
  const offered = isDailyBonusDue(user) && !isDailyBonusDismissed(user.user_id);
  const table = useDailyBonus(offered);
  const [closedKey, setClosedKey] = useState<string | null>(null);

  if (!isDailyBonusDue(user)) return null;
  if (!userQuery.isSuccess || userQuery.data.user_id !== user.user_id) return null;
  // Answered once, the modal stays: a retry of a failed table must not close it.
  if (!table.dataUpdatedAt && !table.errorUpdatedAt) return null;
  const key = `${user.user_id}:${bonusDay()}`;
  if (closedKey === key || isDailyBonusDismissed(user.user_id)) return null;

  const close = () => {
    dismissDailyBonus(user.user_id);
    setClosedKey(key);
  };

  return (
    <Suspense fallback={null}>
      <DailyBonusModal user={user} onClose={close} />
    </Suspense>
  );
}
