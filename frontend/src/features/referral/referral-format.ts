import type { ReferralStage } from './api/get-referral-dashboard';

/** SPEC §4 referral stages, in the order they are reached. */
export const referralStageNames = ['Signup', 'First Play', 'First Win'] as const;

/** SPEC §4: 'Completed' only at stage 3, else 'Pending'. */
export function referralStatus(stage: ReferralStage): 'Completed' | 'Pending' {
  return stage >= 3 ? 'Completed' : 'Pending';
}

const monthFormat = new Intl.DateTimeFormat('en-IN', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'YYYY-MM' → 'November 2026'; anything else is shown as it came. */
export function monthLabel(key: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(key);
  if (!match) return key;
  return monthFormat.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)));
}

/** Share of the bar toward the next milestone: full while a reward waits to be claimed. */
export function milestoneBarPercent(milestone: {
  every: number;
  progress: number;
  claimable: number;
}): number {
  if (milestone.claimable > 0) return 100;
  if (milestone.every <= 0) return 0;
  return Math.min(100, Math.max(0, (milestone.progress / milestone.every) * 100));
}
