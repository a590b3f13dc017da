import { addDays, daysSpanned } from '../../common/ist-day';
import type { MintCeilings } from '../../config/env';
import { SYSTEM_ACCOUNTS, SystemAccount } from './wallet-accounts';

/**
 * Coins are gift cards (10 coins ≈ ₹1): every coin a system account pays a player is money.
 * These are the rules of the coins-minted report and of the daily ceilings, as pure functions.
 */

/** The longest report, in IST days: a quarter. */
export const MAX_REPORT_DAYS = 92;

/** One IST day's coins from one source, as the ledger sums them. */
export interface MintedRow {
  day: string;
  /** The system account: `rewards:daily`, `rewards:tournament`, `rewards:referral`, … */
  source: string;
  /** Paid by the account to players. */
  minted: number;
  /** Paid back by players to the account (a reversal); none is written today. */
  returned: number;
}

/** One tournament's coins: its prizes and the referral shares those prizes paid. */
export interface TournamentMinted {
  /** Null gathers the tournament account's coins whose transfer names no tournament. */
  tournamentId: number | null;
  prizes: number;
  referralShares: number;
}

export interface SourceTotal {
  source: string;
  minted: number;
  returned: number;
}

export interface DayTotal {
  day: string;
  minted: number;
  returned: number;
  /** The sources that moved coins that day, by account name. */
  sources: SourceTotal[];
}

export interface MintedReport {
  from: string;
  to: string;
  total: { minted: number; returned: number; net: number };
  sources: SourceTotal[];
  /** Every IST day from `from` to `to`, quiet days with 0. */
  days: DayTotal[];
  tournaments: TournamentMinted[];
}

/** The report from the ledger's rows: totals are the rows' sums, so its parts always add up. */
export function mintedReport(
  from: string,
  to: string,
  rows: MintedRow[],
  tournaments: TournamentMinted[],
): MintedReport {
  const bySource = new Map<string, SourceTotal>();
  const byDay = new Map<string, SourceTotal[]>();
  for (const row of rows) {
    const total = bySource.get(row.source) ?? { source: row.source, minted: 0, returned: 0 };
    total.minted += row.minted;
    total.returned += row.returned;
    bySource.set(row.source, total);
    const day = byDay.get(row.day) ?? [];
    day.push({ source: row.source, minted: row.minted, returned: row.returned });
    byDay.set(row.day, day);
  }
  const days = daysFrom(from, to).map((day): DayTotal => {
    const sources = (byDay.get(day) ?? []).sort(bySourceName);
    return { day, minted: sum(sources, 'minted'), returned: sum(sources, 'returned'), sources };
  });
  const sources = [...bySource.values()].sort(bySourceName);
  const minted = sum(sources, 'minted');
  const returned = sum(sources, 'returned');
  return {
    from,
    to,
    total: { minted, returned, net: minted - returned },
    sources,
    days,
    tournaments: [...tournaments].sort(
      (a, b) => (a.tournamentId ?? Infinity) - (b.tournamentId ?? Infinity),
    ),
  };
}

/** Every YYYY-MM-DD day from `from` to `to`, both included. */
export function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Why a report's range is refused, or null when it may be read. */
export function reportRangeProblem(from: string, to: string): string | null {
  const days = daysSpanned(from, to);
  if (days < 1) return 'to must not be before from';
  if (days > MAX_REPORT_DAYS) {
    return `from and to may span at most ${MAX_REPORT_DAYS} days (${from} to ${to} is ${days})`;
  }
  return null;
}

/** Where each source's ceiling is set (config/env.ts, .env.example). */
export const CEILING_SETTINGS: readonly {
  source: SystemAccount;
  ceiling: keyof MintCeilings;
  setting: string;
}[] = [
  {
    source: SYSTEM_ACCOUNTS.dailyRewards,
    ceiling: 'dailyBonus',
    setting: 'MINT_CEILING_DAILY_BONUS',
  },
  {
    source: SYSTEM_ACCOUNTS.tournamentRewards,
    ceiling: 'tournament',
    setting: 'MINT_CEILING_TOURNAMENT',
  },
  {
    source: SYSTEM_ACCOUNTS.referralRewards,
    ceiling: 'referral',
    setting: 'MINT_CEILING_REFERRAL',
  },
];

/** One source's coins minted today against its ceiling. */
export interface CeilingReading {
  source: string;
  minted: number;
  /** Coins per IST day; 0: none. */
  ceiling: number;
  /** The variable that sets it; null for a source without one. */
  setting: string | null;
  /** Minted past the ceiling (a ceiling reached exactly is not passed). */
  exceeded: boolean;
}

/**
 * Every source with a ceiling setting (0 coins when it minted nothing), then any other source
 * that minted today, without a ceiling.
 */
export function ceilingReadings(
  mintedToday: ReadonlyMap<string, number>,
  ceilings: MintCeilings,
): CeilingReading[] {
  const readings: CeilingReading[] = CEILING_SETTINGS.map(({ source, ceiling, setting }) => {
    const minted = mintedToday.get(source) ?? 0;
    const limit = ceilings[ceiling];
    return { source, minted, ceiling: limit, setting, exceeded: limit > 0 && minted > limit };
  });
  for (const [source, minted] of mintedToday) {
    if (readings.some((r) => r.source === source)) continue;
    readings.push({ source, minted, ceiling: 0, setting: null, exceeded: false });
  }
  return readings;
}

function sum(rows: SourceTotal[], field: 'minted' | 'returned'): number {
  return rows.reduce((total, row) => total + row[field], 0);
}

function bySourceName(a: SourceTotal, b: SourceTotal): number {
  return a.source < b.source ? -1 : a.source > b.source ? 1 : 0;
}
