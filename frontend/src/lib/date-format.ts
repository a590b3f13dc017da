/*
 * SPEC §9: dates in the hi-IN locale, in IST like every time the site shows ('25/11/2026' and
 * '25/11/2026, 05:35 pm'), written without Intl: a page's first Intl formatter loads ICU's locale
 * data on the main thread (see number-format.ts), and tournament cards show dates on the first
 * screen. The unit spec checks both against Intl.DateTimeFormat('hi-IN').
 */

/** Asia/Kolkata is UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = 330 * 60_000;

const pad = (value: number) => String(value).padStart(2, '0');

/** The day, as hi-IN writes it: 25/11/2026. */
function istDay(ist: Date): string {
  return `${pad(ist.getUTCDate())}/${pad(ist.getUTCMonth() + 1)}/${ist.getUTCFullYear()}`;
}

/** A Date moved by IST's offset, so its UTC fields read IST. */
const inIst = (date: Date) => new Date(date.getTime() + IST_OFFSET_MS);

/** A day in IST. A value that is not a date is shown as it came, and a missing one as '--'. */
export function formatIstDate(value: string | null | undefined): string {
  const date = value ? new Date(value) : null;
  if (date && !Number.isNaN(date.getTime())) return istDay(inIst(date));
  return value || '--';
}

/** A day and time in IST, 12-hour: 25/11/2026, 05:35 pm. '--' when `iso` is not a date. */
export function formatIstDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '--';
  const ist = inIst(date);
  const hours = ist.getUTCHours();
  return `${istDay(ist)}, ${pad(hours % 12 || 12)}:${pad(ist.getUTCMinutes())} ${hours < 12 ? 'am' : 'pm'}`;
}
