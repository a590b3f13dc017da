import { formatCoins } from '../../components/coin-amount';
import type { DailyBonusDay } from './api/get-daily-bonus';

/**
 * What prose says about the daily bonus, worded from GET /api/daily_bonus's table: the FAQ, the
 * terms and the home page state these, never their own copy of the amounts.
 */
export interface DailyBonusFigures {
  /** Coins of each day before the last, in order: ['10', '15', '20', '25', '30', '40']. */
  earlier: string[];
  /** Coins of the last day, which every later day of the streak pays too: '50'. */
  top: string;
  /** That last day, where the streak stops growing: 7. */
  lastDay: number;
}

/** Null until the table has answered (or when it could not): prose then names no figure. */
export function dailyBonusFigures(
  table: readonly DailyBonusDay[] | undefined,
): DailyBonusFigures | null {
  const last = table?.[table.length - 1];
  if (!table || !last) return null;
  return {
    earlier: table.slice(0, -1).map((day) => formatCoins(day.coins)),
    top: formatCoins(last.coins),
    lastDay: last.day,
  };
}
