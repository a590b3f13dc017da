import { formatTimeAgo } from './relative-time';

describe('formatTimeAgo', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();

  it.each([
    [0, 'just now'],
    [59_000, 'just now'],
    [60_000, '1 min ago'],
    [59 * 60_000, '59 min ago'],
    [60 * 60_000, '1 h ago'],
    [23 * 3600_000, '23 h ago'],
    [24 * 3600_000, 'yesterday'],
    [2 * 86_400_000, '2 d ago'],
    [6 * 86_400_000, '6 d ago'],
  ])('%i ms ago reads %s', (ms, expected) => {
    expect(formatTimeAgo(ago(ms), now)).toBe(expected);
  });

  it('shows the day in IST from a week back', () => {
    // 17 Nov 20:00 UTC is 18 Nov 01:30 in IST.
    expect(formatTimeAgo('2026-11-17T20:00:00Z', now)).toBe('18/11/2026');
  });

  it('reads a time slightly in the future as just now, and a bad value as --', () => {
    expect(formatTimeAgo(new Date(now + 5000).toISOString(), now)).toBe('just now');
    expect(formatTimeAgo('not a date', now)).toBe('--');
  });
});
