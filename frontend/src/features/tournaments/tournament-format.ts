import { formatIstDateTime } from '../../lib/date-format';

const pad = (value: number) => String(value).padStart(2, '0');

/** Remaining time as 'd h m s', e.g. '1d 02h 03m 04s'. Negative input counts as zero. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  const secs = seconds % 60;
  return `${days}d ${pad(hours)}h ${pad(minutes)}m ${pad(secs)}s`;
}

/** Tournament times are shown in IST with the hi-IN locale (SPEC §4, §9). */
export function formatTournamentDate(iso: string): string {
  const shown = formatIstDateTime(iso);
  return shown === '--' ? shown : `${shown} IST`;
}

export type StatusTone = 'live' | 'upcoming' | 'completed' | 'other';

export interface StatusDisplay {
  tone: StatusTone;
  label: string;
  /** Label above the countdown; null when no countdown is shown. */
  countdownLabel: 'ENDS IN' | 'STARTS IN' | null;
}

export function statusDisplay(status: string): StatusDisplay {
  switch (status.toLowerCase()) {
    case 'live':
      return { tone: 'live', label: 'LIVE', countdownLabel: 'ENDS IN' };
    case 'upcoming':
      return { tone: 'upcoming', label: 'UPCOMING', countdownLabel: 'STARTS IN' };
    case 'completed':
      return { tone: 'completed', label: 'COMPLETED', countdownLabel: null };
    default:
      return { tone: 'other', label: status.toUpperCase(), countdownLabel: null };
  }
}

/** The /tournaments tabs, each in the address as `?status=` (none: every tournament). */
export const LIST_FILTERS = [
  { id: 'all', label: 'All', tones: null },
  { id: 'live', label: 'Live', tones: ['live'] },
  { id: 'upcoming', label: 'Upcoming', tones: ['upcoming'] },
  { id: 'finished', label: 'Finished', tones: ['completed'] },
] as const satisfies readonly {
  id: string;
  label: string;
  tones: readonly StatusTone[] | null;
}[];

export type ListFilter = (typeof LIST_FILTERS)[number];

/** The tab `?status=` names; anything else is every tournament. */
export function listFilterNamed(name: string | null): ListFilter {
  return LIST_FILTERS.find((filter) => filter.id === name) ?? LIST_FILTERS[0];
}
