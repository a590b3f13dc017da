import { milestoneBarPercent, monthLabel, referralStatus } from './referral-format';

describe('referral format', () => {
  it('names a month key in words and leaves anything else as it came', () => {
    expect(monthLabel('2026-01')).toBe('January 2026');
    expect(monthLabel('2025-12')).toBe('December 2025');
    expect(monthLabel('last month')).toBe('last month');
  });

  it('says Completed only at stage 3', () => {
    expect([0, 1, 2, 3].map((stage) => referralStatus(stage as 0 | 1 | 2 | 3))).toEqual([
      'Pending',
      'Pending',
      'Pending',
      'Completed',
    ]);
  });

  it('fills the bar toward the next milestone, and fully while a reward waits', () => {
    expect(milestoneBarPercent({ every: 5, progress: 0, claimable: 0 })).toBe(0);
    expect(milestoneBarPercent({ every: 5, progress: 3, claimable: 0 })).toBe(60);
    expect(milestoneBarPercent({ every: 5, progress: 2, claimable: 1 })).toBe(100);
    expect(milestoneBarPercent({ every: 0, progress: 0, claimable: 0 })).toBe(0);
  });
});
