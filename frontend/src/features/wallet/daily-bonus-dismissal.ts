import type { User } from '../../lib/auth-store';
import { storageKeys } from '../../lib/storage-keys';

// The server counts claims per IST day (backend wallet/daily-bonus.ts), so the dismissal does too.
const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;

export function bonusDay(now: Date = new Date()): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** SPEC §4: the modal is offered while a signed-in player has not claimed today's bonus. */
export function isDailyBonusDue(user: User | null | undefined): user is User {
  return (
    Boolean(user?.user_id) && (user?.is_reward_claimed === false || user?.is_reward_claimed === 0)
  );
}

function dismissalKey(userId: string, now: Date): string {
  return `${storageKeys.dailyBonusDismissed}:${userId}:${bonusDay(now)}`;
}

/** True when the player closed the modal earlier in this browser session, today. */
export function isDailyBonusDismissed(userId: string, now: Date = new Date()): boolean {
  try {
    return sessionStorage.getItem(dismissalKey(userId, now)) === '1';
  } catch {
    return false;
  }
}

/** Keeps the modal closed for the rest of the session so Home does not nag on every visit. */
export function dismissDailyBonus(userId: string, now: Date = new Date()): void {
  try {
    sessionStorage.setItem(dismissalKey(userId, now), '1');
  } catch {
    // Storage blocked (private mode): the modal simply stays closed until the next page load.
  }
}
