import { standingStreak } from '../users';

/** SPEC §9: coins for streak days 1–7; from day 7 on ('7+') it stays 50. */
export const DAILY_BONUS_COINS = [10, 15, 20, 25, 30, 40, 50] as const;
export const STREAK_CAP = DAILY_BONUS_COINS.length;

export interface BonusClaim {
  streak: number;
  coins: number;
}

/**
 * The claim a player may make today: consecutive IST days extend the streak, a missed day
 * starts again at day 1, and a second claim on the same day is refused (null). So is a claim
 * for a day before the last one: a request sent before IST midnight that got the player's lock
 * after one sent after it must not restart the streak and pay a second time.
 */
export function nextClaim(
  lastClaimDay: string | null,
  streak: number,
  today: string,
): BonusClaim | null {
  // ISO dates (YYYY-MM-DD) order as strings.
  if (lastClaimDay !== null && lastClaimDay >= today) return null;
  const next = standingStreak(lastClaimDay, streak, today) + 1;
  return { streak: next, coins: DAILY_BONUS_COINS[Math.min(next, STREAK_CAP) - 1] };
}
