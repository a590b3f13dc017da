import {
  addDays,
  addMonths,
  daysSpanned,
  istDay,
  istMonth,
  istMonthStart,
  previousDay,
} from './ist-day';

describe('istDay', () => {
  it.each([
    ['2026-11-21T18:29:59Z', '2026-11-21'], // 23:59:59 IST
    ['2026-11-21T18:30:00Z', '2026-11-22'], // midnight IST
    ['2026-12-31T18:30:00Z', '2027-01-01'], // new year in India, still 2026 in UTC
    ['2028-02-28T18:30:00Z', '2028-02-29'], // leap day
    ['2026-03-31T20:00:00Z', '2026-04-01'], // month edge
  ])('%s is %s in India', (utc, day) => {
    expect(istDay(new Date(utc))).toBe(day);
  });
});

describe('previousDay', () => {
  it.each([
    ['2027-01-01', '2026-12-31'],
    ['2028-03-01', '2028-02-29'],
    ['2026-03-01', '2026-02-28'],
    ['2026-11-22', '2026-11-21'],
  ])('before %s is %s', (day, before) => {
    expect(previousDay(day)).toBe(before);
  });
});

describe('IST months', () => {
  it.each([
    ['2026-11-30T18:29:59Z', '2026-11'],
    ['2026-11-30T18:30:00Z', '2026-12'], // 1 Dec 00:00 in India
    ['2026-12-31T18:30:00Z', '2027-01'],
  ])('%s is in %s in India', (utc, month) => {
    expect(istMonth(new Date(utc))).toBe(month);
  });

  it('steps months across years and starts them at IST midnight', () => {
    expect(addMonths('2027-01', -1)).toBe('2026-12');
    expect(addMonths('2026-11', -2)).toBe('2026-09');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(istMonthStart('2026-12').toISOString()).toBe('2026-11-30T18:30:00.000Z');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('daysSpanned', () => {
  it.each([
    ['2026-11-21', '2026-11-21', 1],
    ['2026-11-21', '2026-11-22', 2],
    ['2026-12-31', '2027-01-01', 2],
    ['2028-02-01', '2028-03-01', 30], // leap February
    ['2026-01-01', '2026-04-02', 92],
    ['2026-11-22', '2026-11-21', 0], // backwards
  ])('%s to %s is %i days', (from, to, days) => {
    expect(daysSpanned(from, to)).toBe(days);
  });
});
