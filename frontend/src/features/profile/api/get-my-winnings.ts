import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { WinningRowDto, WinningsResponseDto } from '../../../lib/api-types';
import { fetchPage, retryServerErrors, type PageRequest } from './paged-rows';

/** SPEC §3 winning row. */
export type WinningRow = WinningRowDto;

export function getMyWinnings(request: PageRequest, signal?: AbortSignal) {
  return fetchPage<WinningsResponseDto>('mywinnings', request, signal);
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
