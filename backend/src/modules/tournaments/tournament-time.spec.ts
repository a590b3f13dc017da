import { TournamentStatus } from './entities/tournament.entity';
import { formatDuration, remainingSeconds, statusAt } from './tournament-time';

const start = new Date('2026-11-22T10:00:00Z');
const end = new Date('2026-11-22T12:30:00Z');

describe('statusAt', () => {
  it.each([
    ['2026-11-22T09:59:59Z', TournamentStatus.Upcoming],
    ['2026-11-22T10:00:00Z', TournamentStatus.Live],
    ['2026-11-22T12:29:59Z', TournamentStatus.Live],
    ['2026-11-22T12:30:00Z', TournamentStatus.Completed],
  ])('at %s is %s', (now, expected) => {
    expect(statusAt(start, end, new Date(now))).toBe(expected);
  });
});

describe('remainingSeconds', () => {
  it('counts down to the start while upcoming', () => {
    expect(remainingSeconds(start, end, new Date('2026-11-22T09:58:30Z'))).toBe(90);
  });
  it('counts down to the end while live', () => {
    expect(remainingSeconds(start, end, new Date('2026-11-22T12:00:00Z'))).toBe(1800);
  });
  it('is zero once completed', () => {
    expect(remainingSeconds(start, end, new Date('2026-11-23T00:00:00Z'))).toBe(0);
  });
});

describe('formatDuration', () => {
  it.each([
    [150 * 60_000, '2h 30m'],
    [45 * 60_000, '45m'],
    [3 * 86_400_000 + 4 * 3_600_000 + 5 * 60_000, '3d 4h'],
    [86_400_000, '1d'],
    [0, '0m'],
  ])('%d ms reads %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
});
