import type { DailyBonusDay } from './api/get-daily-bonus';

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
 * The tile today's claim fills: the day after the current streak, capped at the table's last day
 * (the server's streak cap). The server sends the streak as it stands today (0 once a day went
 * unclaimed), so the tile offered is the day a claim pays.
 */
export function dailyBonusToday(streakCount: unknown, table: readonly DailyBonusDay[]): number {
  return Math.min(streakDays(streakCount) + 1, table.length);
}

/** The last day stands for itself and every later day: '7+'. */
function dailyBonusLabel(day: number, lastDay: number): string {
  return day >= lastDay ? `${lastDay}+` : `Day ${day}`;
}

/** One tile per day of the table: days before today are claimed, today's is 'today'. */
export function dailyBonusTiles(
  streakCount: unknown,
  table: readonly DailyBonusDay[],
): DailyBonusTile[] {
  const today = dailyBonusToday(streakCount, table);
  return table.map(({ day, coins }) => {
    const state: DailyBonusTileState =
      day < today ? 'claimed' : day === today ? 'today' : 'upcoming';
    return { day, label: dailyBonusLabel(day, table.length), coins, state };
  });
}
