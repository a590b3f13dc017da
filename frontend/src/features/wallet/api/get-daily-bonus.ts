import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { DailyBonusDayDto, DailyBonusTableResponseDto } from '../../../lib/api-types';
import { SERVER_FACTS_STALE_MS } from '../../../lib/query-client';

/** Coins one streak day's claim pays; the last day also pays every later one (7+). */
export type DailyBonusDay = DailyBonusDayDto;

/** The daily bonus table, day 1 first (GET /api/daily_bonus): the client keeps no copy. */
export async function getDailyBonus(signal?: AbortSignal): Promise<DailyBonusDay[]> {
  const answer = await apiGet<DailyBonusTableResponseDto>('daily_bonus', { signal });
  return Array.isArray(answer.data) ? answer.data : [];
}

export const dailyBonusQueryKey = ['daily-bonus'] as const;

export function dailyBonusQueryOptions() {
  return queryOptions({
    queryKey: dailyBonusQueryKey,
    queryFn: ({ signal }) => getDailyBonus(signal),
    staleTime: SERVER_FACTS_STALE_MS,
  });
}

/** `enabled` false: nothing is fetched (a player with nothing to claim). */
export function useDailyBonus(enabled = true) {
  return useQuery({ ...dailyBonusQueryOptions(), enabled });
}
