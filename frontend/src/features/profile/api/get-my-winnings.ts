import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchPage, retryServerErrors, type PageRequest } from './paged-rows';

// No response schema for mywinnings in the OpenAPI document yet: typed by hand.
/** SPEC §3 winning row. */
export interface WinningRow {
  crd_on: string;
  source: string;
  reward: number;
}

export function getMyWinnings(request: PageRequest, signal?: AbortSignal) {
  return fetchPage<WinningRow>('mywinnings', request, signal);
}

export function myWinningsQueryOptions(request: PageRequest) {
  return queryOptions({
    queryKey: ['user', 'winnings', request.page, request.limit] as const,
    queryFn: ({ signal }) => getMyWinnings(request, signal),
    placeholderData: keepPreviousData,
    retry: retryServerErrors,
  });
}

export function useMyWinnings(request: PageRequest) {
  return useQuery(myWinningsQueryOptions(request));
}
