import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import type {
  MilestoneProgressDto,
  ReferralDashboardDto,
  ReferralDashboardResponseDto,
  ReferredUserDto,
} from '../../../lib/api-types';

/** SPEC §3 referral dashboard data, as POST /api/refer_earn_dashboard answers it. */
export type ReferralDashboard = ReferralDashboardDto;

/** SPEC §3 referred user row. */
export type ReferredUser = ReferredUserDto;

/** 0 signed up, email not verified yet; 1 Signup; 2 First Play; 3 First Win (SPEC §4). */
export type ReferralStage = ReferredUser['referal_stat'];

export type MilestoneProgress = MilestoneProgressDto;

/** `month` undefined: the server's current IST month. */
export async function getReferralDashboard(
  month: string | undefined,
  signal?: AbortSignal,
): Promise<ReferralDashboard> {
  const answer = await apiPost<ReferralDashboardResponseDto>(
    'refer_earn_dashboard',
    month ? { month } : {},
    {
      signal,
    },
  );
  return answer.data;
}

/** Under 'user' so signing out drops it with the rest of the player's data. */
export const referralDashboardKey = ['user', 'referral-dashboard'] as const;

export function referralDashboardOptions(month?: string) {
  return queryOptions({
    queryKey: [...referralDashboardKey, month ?? 'current'] as const,
    queryFn: ({ signal }) => getReferralDashboard(month, signal),
  });
}

export function useReferralDashboard() {
  return useQuery(referralDashboardOptions());
}

/**
 * The dashboard of an earlier month, for its leaderboard (the current month's comes with the main
 * query). The board shown stays while the next one loads.
 */
export function useReferralMonth(month: string | undefined) {
  return useQuery({
    ...referralDashboardOptions(month),
    enabled: month !== undefined,
    placeholderData: keepPreviousData,
  });
}
