import { nextClaim } from './daily-bonus';

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

  it('refuses a claim for a day before the last claim (a request that lost the race to midnight)', () => {
    expect(nextClaim('2026-11-23', 4, '2026-11-22')).toBeNull();
    expect(nextClaim('2027-01-01', 4, '2026-12-31')).toBeNull();
  });
});
