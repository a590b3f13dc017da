import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost, type ApiEnvelope } from '../../../lib/api-client';

/** Values arrive from the API; unknown statuses are shown upper-cased. */
export type TournamentStatus = 'live' | 'upcoming' | 'completed' | (string & {});

export interface Tournament {
  game_id: number;
  event_id: number;
  event_title: string;
  /** ISO date-time */
  tournament_date: string;
  tournament_status: TournamentStatus;
  /** e.g. '2h 30m' */
  tournament_duration: string;
  prize_pool: number;
  registered_participants: number;
  max_participants: number;
  remaining_seconds: number;
  /** ISO date-time */
  end_time: string;
  is_registered: boolean;
}

interface TournamentListResponse extends ApiEnvelope {
  data?: Tournament[];
}

/** Every game's tournaments, or one game's when `gameId` is given. */
export async function getTournamentList(
  gameId?: number,
  signal?: AbortSignal,
): Promise<Tournament[]> {
  const response = await apiPost<TournamentListResponse>(
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
