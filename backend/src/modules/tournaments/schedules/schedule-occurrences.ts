import { addDays, istDay, istInstant, weekdayOf } from '../../../common/ist-day';

/** What a schedule repeats: its IST start time on some weekdays, for a duration. */
export interface ScheduleRule {
  titlePattern: string;
  /** HH:MM, India time. */
  startTime: string;
  /** 0 Sunday … 6 Saturday, India's calendar. */
  weekdays: number[];
  durationMinutes: number;
}

export interface Occurrence {
  title: string;
  startsAt: Date;
  endsAt: Date;
}

/** How far ahead a schedule's tournaments exist, so players can see and register for them. */
export const SCHEDULE_HORIZON_DAYS = 7;
const TITLE_MAX = 120;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A pattern's title on a day: `{date}` is "27 Nov", `{weekday}` "Friday" (India's day). */
export function occurrenceTitle(pattern: string, day: string): string {
  const [, month, date] = day.split('-').map(Number);
  return pattern
    .replaceAll('{date}', `${date} ${MONTHS[month - 1]}`)
    .replaceAll('{weekday}', WEEKDAYS[weekdayOf(day)])
    .slice(0, TITLE_MAX)
    .trim();
}

/**
 * The schedule's tournaments that have not ended at `now` and start within the horizon, earliest
 * first. One that started already and is still running is included: a schedule created (or a
 * stack started) in the middle of a window has a live tournament at once.
 */
export function occurrences(
  rule: ScheduleRule,
  now: Date,
  horizonDays = SCHEDULE_HORIZON_DAYS,
): Occurrence[] {
  const today = istDay(now);
  const durationMs = rule.durationMinutes * 60_000;
  const horizon = now.getTime() + horizonDays * 86_400_000;
  const found: Occurrence[] = [];
  // Days back far enough for a window that began before today and is still open.
  for (let d = -Math.ceil(rule.durationMinutes / 1440); d <= horizonDays; d++) {
    const day = addDays(today, d);
    if (!rule.weekdays.includes(weekdayOf(day))) continue;
    const startsAt = istInstant(day, rule.startTime);
    const endsAt = new Date(startsAt.getTime() + durationMs);
    if (endsAt <= now || startsAt.getTime() > horizon) continue;
    found.push({ title: occurrenceTitle(rule.titlePattern, day), startsAt, endsAt });
  }
  return found;
}
