import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MyMatchDto, MyMatchesResponseDto } from '../../../lib/api-types';
import { fetchPage, retryServerErrors, type PageRequest } from './paged-rows';

/** One of the player's finished tic-tac-toe matches. */
export type MatchRow = MyMatchDto;

export function getMyMatches(request: PageRequest, signal?: AbortSignal) {
  return fetchPage<MyMatchesResponseDto>('my_matches', request, signal);
}

export function myMatchesQueryOptions(request: PageRequest) {
  return queryOptions({
    queryKey: ['user', 'matches', request.page, request.limit] as const,
    queryFn: ({ signal }) => getMyMatches(request, signal),
    placeholderData: keepPreviousData,
    retry: retryServerErrors,
  });
}

export function useMyMatches(request: PageRequest) {
  return useQuery(myMatchesQueryOptions(request));
}
