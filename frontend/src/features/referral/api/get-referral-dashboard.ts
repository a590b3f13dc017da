import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost, type ApiEnvelope } from '../../../lib/api-client';

// No response schema for refer_earn_dashboard in the OpenAPI document yet: typed by hand.
/** 0 signed up, email not verified yet; 1 Signup; 2 First Play; 3 First Win (SPEC §4). */
export type ReferralStage = 0 | 1 | 2 | 3;

/** SPEC §3 referred user row. */
export interface ReferredUser {
  name: string;
  referal_stat: ReferralStage;
  /** ISO timestamp of the referee's account creation */
  joined: string;
  /** Why a bonus is not paid yet, in words; null when nothing waits. */
  note: string | null;
}

export interface ReferralLeaderboardEntry {
  rank: number;
  name: string;
  count: number;
}

export interface MilestoneProgress {
  every: number;
  reward: number;
  reached: number;
  claimed: number;
  claimable: number;
  /** Referral count of the next milestone not yet reached */
  next_at: number;
  /** total_count % every, for the bar toward next_at */
  progress: number;
}

/** SPEC §3 referral dashboard data, as POST /api/refer_earn_dashboard answers it. */
export interface ReferralDashboard {
  total_count: number;
  pending: number;
  completed: number;
  /** Today's IST date, 'YYYY-MM-DD' */
  date: string;
  /** The month answered, 'YYYY-MM' */
  month_key: string;
  /** Selectable months, newest first */
  months: string[];
  invite_code: string;
  obj_data: ReferredUser[];
  leaderboard_data: ReferralLeaderboardEntry[];
  milestone: MilestoneProgress;
}

interface DashboardResponse extends ApiEnvelope {
  data: ReferralDashboard;
}

/** `month` undefined: the server's current IST month. */
export async function getReferralDashboard(
  month: string | undefined,
  signal?: AbortSignal,
): Promise<ReferralDashboard> {
  const answer = await apiPost<DashboardResponse>('refer_earn_dashboard', month ? { month } : {}, {
    signal,
  });
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
