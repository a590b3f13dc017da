import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import type { TournamentListResponseDto, TournamentViewDto } from '../../../lib/api-types';

/** The document's statuses, and any a newer server adds: shown upper-cased. */
export type TournamentStatus = TournamentViewDto['tournament_status'] | (string & {});

/** A tournament as the list answers it (SPEC §3), tolerant of statuses this build does not know. */
export type Tournament = Omit<TournamentViewDto, 'tournament_status'> & {
  tournament_status: TournamentStatus;
};

/** Every game's tournaments, or one game's when `gameId` is given. */
export async function getTournamentList(
  gameId?: number,
  signal?: AbortSignal,
): Promise<Tournament[]> {
  const response = await apiPost<TournamentListResponseDto>(
    'tournament_list',
    gameId ? { game_id: gameId } : {},
    { signal },
  );
  return Array.isArray(response.data) ? response.data : [];
}

export const tournamentListQueryKey = ['tournaments', 'list'] as const;

export function tournamentListQueryOptions(gameId?: number) {
  return queryOptions({
    queryKey: [...tournamentListQueryKey, gameId ?? 'all'],
    queryFn: ({ signal }) => getTournamentList(gameId, signal),
  });
}

export function useTournamentList(gameId?: number) {
  return useQuery(tournamentListQueryOptions(gameId));
}
