import { formatIstDate } from '../../lib/date-format';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago, in words a player reads at a glance ('just now', '5 min ago', '3 h ago',
 * 'yesterday', '4 d ago'); a week or more shows the day (IST). Written without Intl, as
 * date-format.ts is: no locale data to load on the main thread.
 */
export function formatTimeAgo(iso: string, now: number = Date.now()): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '--';
  // A clock a little ahead of the server's still says "just now".
  const elapsed = Math.max(0, now - time);
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)} h ago`;
  if (elapsed < 2 * DAY) return 'yesterday';
  if (elapsed < 7 * DAY) return `${Math.floor(elapsed / DAY)} d ago`;
  return formatIstDate(iso);
}
