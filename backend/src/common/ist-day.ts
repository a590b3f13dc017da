// The product's days and months are India's (one daily bonus per IST day). Shared by users (is today's bonus
// claimed?) and the wallet's daily bonus (which day does this claim pay?).
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 86_400_000;

/** The calendar day in India (Asia/Kolkata, UTC+5:30 all year) as YYYY-MM-DD. */
export function istDay(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The day before a YYYY-MM-DD day. */
export function previousDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
}

/** The calendar month in India as YYYY-MM (referral leaderboards). */
export function istMonth(at: Date): string {
  return istDay(at).slice(0, 7);
}

/** The month `delta` months after (negative: before) a YYYY-MM month. */
export function addMonths(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 + delta, 1));
  return d.toISOString().slice(0, 7);
}

/** The instant a YYYY-MM month begins in India (its first day's IST midnight). */
export function istMonthStart(month: string): Date {
  return new Date(Date.parse(`${month}-01T00:00:00Z`) - IST_OFFSET_MS);
}

/** The day `delta` days after a YYYY-MM-DD day. */
export function addDays(day: string, delta: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + delta * DAY_MS).toISOString().slice(0, 10);
}

/** How many days from one YYYY-MM-DD day to another, both counted: a day to itself is 1. */
export function daysSpanned(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
}

/** The instant of a wall-clock time (HH:MM) on a YYYY-MM-DD day in India. */
export function istInstant(day: string, time: string): Date {
  return new Date(Date.parse(`${day}T${time}:00Z`) - IST_OFFSET_MS);
}

/** The weekday of a YYYY-MM-DD day: 0 Sunday … 6 Saturday. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}
