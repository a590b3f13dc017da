import { istDay, previousDay } from './ist-day';

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
