// The product's days are India's (one daily bonus per IST day). Shared by users (is today's bonus
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
