import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, ApiError } from '../../../lib/api-client';
import type { DailyRewardClaimResponseDto } from '../../../lib/api-types';
import { authStore } from '../../../lib/auth-store';
import { refetchUser, userQueryKey } from '../../auth';
import { notificationsQueryKey } from '../../notifications';

export interface DailyRewardClaimInput {
  user_id: string;
}

export type DailyRewardClaimAnswer = DailyRewardClaimResponseDto;

export const dailyRewardMessages = {
  alreadyClaimed: 'You have already claimed today’s bonus. Come back tomorrow!',
  failure: 'Something went wrong. Please try again.',
} as const;

export function claimDailyReward(input: DailyRewardClaimInput): Promise<DailyRewardClaimAnswer> {
  return apiPost<DailyRewardClaimAnswer>('daily_reward_claim', input);
}

/** 409 ALREADY_CLAIMED: today's bonus was taken (another tab or device). */
export function isAlreadyClaimed(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 409 || error.code === 'ALREADY_CLAIMED');
}

/**
 * Claims today's bonus. The answer's user replaces the stored one (the navbar balance animates to
 * it), then the user query is refetched; on ALREADY_CLAIMED only the refetch runs. The bell reads
 * again: the claim has read its "your daily bonus is ready" (the socket may be down).
 */
export function useClaimDailyReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimDailyReward,
    onSuccess: (answer) => {
      if (answer.data) {
        authStore.setUser(answer.data);
        queryClient.setQueryData(userQueryKey, answer.data);
      }
      void refetchUser(queryClient);
      void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
    },
    onError: (error) => {
      if (isAlreadyClaimed(error)) void refetchUser(queryClient);
    },
  });
}
