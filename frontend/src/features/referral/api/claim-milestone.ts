import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, ApiError } from '../../../lib/api-client';
import type { ClaimedMilestoneDto, MilestoneClaimResponseDto } from '../../../lib/api-types';
import { refetchUser } from '../../auth';
import { referralDashboardKey } from './get-referral-dashboard';

/** The milestone a claim just paid (1 = at 5 referrals, 2 = at 10 …). */
export type ClaimedMilestone = ClaimedMilestoneDto;

export type MilestoneClaimAnswer = MilestoneClaimResponseDto;

/** SPEC §8, verbatim. */
export const milestoneMessages = {
  claimed: 'Milestone reward claimed successfully!',
  none: 'Milestone not reached or already claimed',
  failure: 'Something went wrong. Please try again.',
} as const;

export function claimMilestone(): Promise<MilestoneClaimAnswer> {
  return apiPost<MilestoneClaimAnswer>('refer_earn_dashboard/milestone', {});
}

/** 409: nothing left to claim (another tab or device took it). */
export function isNothingToClaim(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 409;
}

/**
 * Claims the lowest unclaimed milestone. Either way the dashboard reloads; on success the player
 * is refetched and stored, so the navbar balance counts up to the new amount.
 */
export function useClaimMilestone() {
  const queryClient = useQueryClient();
  const reloadDashboard = () => queryClient.invalidateQueries({ queryKey: referralDashboardKey });
  return useMutation({
    mutationFn: claimMilestone,
    onSuccess: () => {
      void reloadDashboard();
      void refetchUser(queryClient);
    },
    onError: (error) => {
      if (isNothingToClaim(error)) void reloadDashboard();
    },
  });
}
