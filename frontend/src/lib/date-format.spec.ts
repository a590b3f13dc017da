import fc from 'fast-check';
import { formatIstDate, formatIstDateTime } from './date-format';

const hiIn = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('hi-IN', { timeZone: 'Asia/Kolkata', ...options });

// 1970 to 2100: what the API sends (joined_on, crd_on, tournament and order times).
const dates = fc.integer({ min: 0, max: Date.UTC(2100, 0, 1) }).map((ms) => new Date(ms));

describe('formatIstDate', () => {
  it('writes the IST day as Intl hi-IN does', () => {
    const intl = hiIn({ day: '2-digit', month: '2-digit', year: 'numeric' });
    fc.assert(
      fc.property(dates, (date) =>
        expect(formatIstDate(date.toISOString())).toBe(intl.format(date)),
      ),
      { seed: 20261125, numRuns: 2000 },
    );
  });

  it('turns the day at 18:30 UTC', () => {
    expect(formatIstDate('2026-11-25T18:29:59Z')).toBe('25/11/2026');
    expect(formatIstDate('2026-11-25T18:30:00Z')).toBe('26/11/2026');
  });

  it('shows a value that is not a date as it came, and a missing one as --', () => {
    expect(formatIstDate('soon')).toBe('soon');
    expect(formatIstDate(null)).toBe('--');
    expect(formatIstDate('')).toBe('--');
  });
});

describe('formatIstDateTime', () => {
  it('writes the IST day and 12-hour time as Intl hi-IN does', () => {
    const intl = hiIn({
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
    });
    fc.assert(
      fc.property(dates, (date) =>
        expect(formatIstDateTime(date.toISOString())).toBe(intl.format(date)),
      ),
      { seed: 20261125, numRuns: 2000 },
    );
  });

  it('writes midnight and noon as 12', () => {
    expect(formatIstDateTime('1999-12-31T18:30:00Z')).toBe('01/01/2000, 12:00 am');
    expect(formatIstDateTime('2026-11-25T06:30:00Z')).toBe('25/11/2026, 12:00 pm');
  });

  it('answers -- for a value that is not a date', () => {
    expect(formatIstDateTime('not a date')).toBe('--');
  });
});
