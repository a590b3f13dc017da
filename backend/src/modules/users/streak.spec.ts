import { standingStreak } from './streak';

describe('standingStreak', () => {
  it('holds on the day of the last claim and the day after', () => {
    expect(standingStreak('2026-11-22', 3, '2026-11-22')).toBe(3);
    expect(standingStreak('2026-11-21', 3, '2026-11-22')).toBe(3);
    expect(standingStreak('2026-12-31', 6, '2027-01-01')).toBe(6);
  });

  it('is broken once a whole day passed without a claim', () => {
    expect(standingStreak('2026-11-20', 3, '2026-11-22')).toBe(0);
    expect(standingStreak('2026-10-01', 40, '2026-11-22')).toBe(0);
  });

  it('is 0 for a player who never claimed', () => {
    expect(standingStreak(null, 0, '2026-11-22')).toBe(0);
  });
});
