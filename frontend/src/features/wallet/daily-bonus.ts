/** SPEC §9: coins for streak days 1-7; every day after the seventh pays the day-7 amount. */
export const dailyBonusCoins = [10, 15, 20, 25, 30, 40, 50] as const;

/** The streak is capped here; the last tile stands for day 7 and every later day (7+). */
export const DAILY_BONUS_LAST_DAY = dailyBonusCoins.length;

export type DailyBonusTileState = 'claimed' | 'today' | 'upcoming';

export interface DailyBonusTile {
  day: number;
  label: string;
  coins: number;
  state: DailyBonusTileState;
}

function streakDays(streakCount: unknown): number {
  const value = Number(streakCount);
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/**
 * The tile today's claim fills: the day after the current streak, capped at 7. The client cannot
 * tell whether the streak broke yesterday, so it trusts streak_count as the server sent it.
 */
export function dailyBonusToday(streakCount: unknown): number {
  return Math.min(streakDays(streakCount) + 1, DAILY_BONUS_LAST_DAY);
}

export function dailyBonusLabel(day: number): string {
  return day >= DAILY_BONUS_LAST_DAY ? `${DAILY_BONUS_LAST_DAY}+` : `Day ${day}`;
}

export function dailyBonusCoinsFor(day: number): number {
  const index = Math.min(Math.max(day, 1), DAILY_BONUS_LAST_DAY) - 1;
  return dailyBonusCoins[index];
}

/** Seven tiles: days before today are claimed, today's is 'today', later ones upcoming. */
export function dailyBonusTiles(streakCount: unknown): DailyBonusTile[] {
  const today = dailyBonusToday(streakCount);
  return dailyBonusCoins.map((coins, index) => {
    const day = index + 1;
    const state: DailyBonusTileState =
      day < today ? 'claimed' : day === today ? 'today' : 'upcoming';
    return { day, label: dailyBonusLabel(day), coins, state };
  });
}
