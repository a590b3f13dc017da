import { TournamentStatus } from './entities/tournament.entity';

/** The status a tournament has at `now`, from its window alone. */
export function statusAt(startsAt: Date, endsAt: Date, now: Date): TournamentStatus {
  if (now < startsAt) return TournamentStatus.Upcoming;
  if (now < endsAt) return TournamentStatus.Live;
  return TournamentStatus.Completed;
}

/** Seconds until the next boundary the countdown shows (start, then end), never negative. */
export function remainingSeconds(startsAt: Date, endsAt: Date, now: Date): number {
  const target = now < startsAt ? startsAt : endsAt;
  return Math.max(0, Math.floor((target.getTime() - now.getTime()) / 1000));
}

/** '3d 4h', '2h 30m', '45m': the largest two units that are not zero. */
export function formatDuration(ms: number): string {
  const totalMinutes = Math.max(0, Math.round(ms / 60_000));
  const units: [number, string][] = [
    [Math.floor(totalMinutes / 1440), 'd'],
    [Math.floor((totalMinutes % 1440) / 60), 'h'],
    [totalMinutes % 60, 'm'],
  ];
  const parts = units.filter(([n]) => n > 0).map(([n, u]) => `${n}${u}`);
  return parts.slice(0, 2).join(' ') || '0m';
}
