import { istDay, nextClaim, previousDay } from './daily-bonus';

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

describe('nextClaim', () => {
  it('pays day 1 to a first claim', () => {
    expect(nextClaim(null, 0, '2026-11-22')).toEqual({ streak: 1, coins: 10 });
  });

  it.each([
    [1, 2, 15],
    [2, 3, 20],
    [3, 4, 25],
    [4, 5, 30],
    [5, 6, 40],
    [6, 7, 50],
    [7, 8, 50],
    [40, 41, 50],
  ])('after a streak of %d on the day before, pays day %d: %d coins', (streak, next, coins) => {
    expect(nextClaim('2026-11-21', streak, '2026-11-22')).toEqual({ streak: next, coins });
  });

  it('restarts at day 1 after a missed day', () => {
    expect(nextClaim('2026-11-20', 5, '2026-11-22')).toEqual({ streak: 1, coins: 10 });
  });

  it('extends the streak across a year end', () => {
    expect(nextClaim('2026-12-31', 3, '2027-01-01')).toEqual({ streak: 4, coins: 25 });
  });

  it('refuses a second claim on the same day', () => {
    expect(nextClaim('2026-11-22', 3, '2026-11-22')).toBeNull();
  });
});
