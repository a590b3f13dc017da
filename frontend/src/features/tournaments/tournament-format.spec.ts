import { formatCountdown, formatTournamentDate, statusDisplay } from './tournament-format';

describe('formatCountdown', () => {
  it('formats seconds as d h m s with padded units', () => {
    expect(formatCountdown(0)).toBe('0d 00h 00m 00s');
    expect(formatCountdown(59)).toBe('0d 00h 00m 59s');
    expect(formatCountdown(3_661)).toBe('0d 01h 01m 01s');
    expect(formatCountdown(2 * 86_400 + 5 * 3_600 + 7 * 60 + 9)).toBe('2d 05h 07m 09s');
  });

  it('never shows negative time', () => {
    expect(formatCountdown(-30)).toBe('0d 00h 00m 00s');
  });
});

describe('statusDisplay', () => {
  it('maps live, upcoming and completed to their pills and countdown labels', () => {
    expect(statusDisplay('live')).toEqual({
      tone: 'live',
      label: 'LIVE',
      countdownLabel: 'ENDS IN',
    });
    expect(statusDisplay('upcoming')).toEqual({
      tone: 'upcoming',
      label: 'UPCOMING',
      countdownLabel: 'STARTS IN',
    });
    expect(statusDisplay('completed')).toEqual({
      tone: 'completed',
      label: 'COMPLETED',
      countdownLabel: null,
    });
  });

  it('upper-cases any other status', () => {
    expect(statusDisplay('cancelled')).toEqual({
      tone: 'other',
      label: 'CANCELLED',
      countdownLabel: null,
    });
  });
});

describe('formatTournamentDate', () => {
  it('shows the date in hi-IN format in India time', () => {
    // 14:00 UTC is 19:30 IST.
    expect(formatTournamentDate('2025-03-12T14:00:00Z')).toBe('12/03/2025, 07:30 pm IST');
  });

  it('shows -- for an unreadable date', () => {
    expect(formatTournamentDate('not a date')).toBe('--');
  });
});
