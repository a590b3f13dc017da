import { randomInt } from 'node:crypto';
import { addMonths, istMonth } from '../../common/ist-day';

/**
 * The referral programme's rules as pure functions (SPEC §4 Referral stage, §9 amounts), so the
 * services, the worker and the dashboard read them from one place.
 */

/** 0 = attributed, email not verified yet; 1 Signup; 2 First Play; 3 First Win. */
export type ReferralStage = 0 | 1 | 2 | 3;

export interface StageBonus {
  stage: 1 | 2 | 3;
  /** Names the stage in idempotency keys; stored in the ledger: never rename one. */
  key: 'signup' | 'first-play' | 'first-win';
  referrer: number;
  referee: number;
  /** Transaction History reasons; the referrer's names the referee. */
  referrerReason: (refereeName: string) => string;
  refereeReason: string;
}

export const STAGE_BONUSES: readonly StageBonus[] = [
  {
    stage: 1,
    key: 'signup',
    referrer: 100,
    referee: 100,
    referrerReason: (name) => `Referral: ${name} signed up`,
    refereeReason: 'Referral bonus: welcome',
  },
  {
    stage: 2,
    key: 'first-play',
    referrer: 10,
    referee: 50,
    referrerReason: (name) => `Referral: ${name} played their first game`,
    refereeReason: 'Referral bonus: first game',
  },
  {
    stage: 3,
    key: 'first-win',
    referrer: 10,
    referee: 100,
    referrerReason: (name) => `Referral: ${name} won their first prize`,
    refereeReason: 'Referral bonus: first win',
  },
];

/** The referrer's share of each tournament prize a referee is paid, rounded down. */
export const PRIZE_SHARE_PERCENT = 10;
export const MILESTONE_EVERY = 5;
export const MILESTONE_REWARD = 150;
/** Monthly referral leaderboard prizes for positions 1, 2, 3. */
export const LEADERBOARD_PRIZES: readonly number[] = [5000, 3000, 1000];
/** Months the dashboard offers: the current one and the two before it. */
export const MONTHS_SHOWN = 3;

export interface ReferralFacts {
  signupAt: Date | null;
  firstPlayAt: Date | null;
  firstWinAt: Date | null;
}

/**
 * Stages are reached in order: nothing counts before Signup, and a first win also completes the
 * first play (a referee who played before verifying reaches every stage at once on Signup).
 */
export function stageOf(f: ReferralFacts): ReferralStage {
  if (!f.signupAt) return 0;
  if (f.firstWinAt) return 3;
  if (f.firstPlayAt) return 2;
  return 1;
}

/** The bonuses owed going from paid stage `paid` to reached stage `reached`, in stage order. */
export function bonusesBetween(paid: number, reached: number): StageBonus[] {
  return STAGE_BONUSES.filter((b) => b.stage > paid && b.stage <= reached);
}

export function prizeShare(prize: number): number {
  return Math.floor((prize * PRIZE_SHARE_PERCENT) / 100);
}

/** The milestones reached with this many counted referrals (one per 5). */
export function milestonesReached(referrals: number): number {
  return Math.floor(referrals / MILESTONE_EVERY);
}

/** Selectable leaderboard months at `now`, newest first. */
export function selectableMonths(now: Date): string[] {
  const current = istMonth(now);
  return Array.from({ length: MONTHS_SHOWN }, (_, i) => addMonths(current, -i));
}

/** Ended months whose leaderboard the sweep pays if not yet paid, oldest first. */
export function monthsToSettle(now: Date): string[] {
  return selectableMonths(now).slice(1).reverse();
}

/** Bounds of the operators' mystery-reward table (rows, coins per row, relative weight). */
export const MYSTERY_TABLE_MAX_ROWS = 20;
export const MYSTERY_AMOUNT_MAX = 10_000;
export const MYSTERY_WEIGHT_MAX = 1_000_000;

export interface WeightedAmount {
  amount: number;
  weight: number;
}

/** The mystery rewards drawn from until operators set their own table (mostly small, rarely 500). */
export const DEFAULT_MYSTERY_TABLE: readonly WeightedAmount[] = [
  { amount: 10, weight: 40 },
  { amount: 25, weight: 30 },
  { amount: 50, weight: 20 },
  { amount: 100, weight: 8 },
  { amount: 500, weight: 2 },
];

/**
 * One amount drawn with probability weight / total. `random(n)` returns a uniform integer in
 * [0, n): crypto's randomInt by default, so nobody can predict or bias the draw.
 */
export function weightedDraw(
  table: readonly WeightedAmount[],
  random: (n: number) => number = (n) => randomInt(n),
): number {
  const total = table.reduce((sum, row) => sum + row.weight, 0);
  if (!table.length || total <= 0) throw new RangeError('The mystery reward table is empty');
  let ticket = random(total);
  for (const row of table) {
    if (ticket < row.weight) return row.amount;
    ticket -= row.weight;
  }
  throw new RangeError('random() answered outside [0, total)');
}

/**
 * One mailbox behind two addresses: case, a `+tag`, and Gmail's ignored dots do not make a
 * second person (a self-referral under another provider or alias).
 */
export function mailbox(email: string): string {
  const [rawLocal, rawDomain = ''] = email.trim().toLowerCase().split('@');
  const domain = rawDomain === 'googlemail.com' ? 'gmail.com' : rawDomain;
  let local = rawLocal.split('+')[0];
  if (domain === 'gmail.com') local = local.replace(/\./g, '');
  return `${local}@${domain}`;
}

export interface Account {
  id: string;
  email: string;
  createdAt: Date;
}

/**
 * Whether `referrer` may be recorded as the referee's referrer: another account, another
 * mailbox, and one that existed before the referee did.
 */
export function mayRefer(referrer: Account, referee: Account): boolean {
  return (
    referrer.id !== referee.id &&
    mailbox(referrer.email) !== mailbox(referee.email) &&
    referrer.createdAt.getTime() < referee.createdAt.getTime()
  );
}

/** 'YYYY-MM-DD' as the dashboard words a day, e.g. '24 Nov'. */
export function shortDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  return `${d.getUTCDate()} ${d.toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' })}`;
}

/** 'YYYY-MM' as a ledger reason words it, e.g. 'November 2026'. */
export function longMonth(month: string): string {
  return new Date(`${month}-01T00:00:00Z`).toLocaleString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
