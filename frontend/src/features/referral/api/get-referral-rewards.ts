import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { ReferralRewardsDto, ReferralRewardsResponseDto } from '../../../lib/api-types';
import { SERVER_FACTS_STALE_MS } from '../../../lib/query-client';

/** What a referral pays, per stage and beyond (SPEC §9), as the server pays it. */
export type ReferralRewards = ReferralRewardsDto;

/** GET /api/referral_rewards: for visitors too (the Refer & Earn popup); the client keeps no copy. */
export async function getReferralRewards(signal?: AbortSignal): Promise<ReferralRewards> {
  const answer = await apiGet<ReferralRewardsResponseDto>('referral_rewards', { signal });
  return answer.data;
}

export const referralRewardsQueryKey = ['referral-rewards'] as const;

export function referralRewardsQueryOptions() {
  return queryOptions({
    queryKey: referralRewardsQueryKey,
    queryFn: ({ signal }) => getReferralRewards(signal),
    staleTime: SERVER_FACTS_STALE_MS,
  });
}

export function useReferralRewards() {
  return useQuery(referralRewardsQueryOptions());
}
