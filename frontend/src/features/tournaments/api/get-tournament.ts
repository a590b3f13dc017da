import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import type { RecentParticipantDto, TournamentDetailResponseDto } from '../../../lib/api-types';
import type { Tournament } from './get-tournament-list';

/** A player shown under 'RECENT PARTICIPANTS' (SPEC §3 Tournament participant). */
export type TournamentParticipant = RecentParticipantDto;

export interface TournamentDetail {
  tournament: Tournament;
  recentParticipants: TournamentParticipant[];
}

export interface TournamentKey {
  gameId: number;
  eventId: number;
}

/** The API's text for an unknown tournament (HTTP 404); the page shows the same words. */
export const TOURNAMENT_NOT_AVAILABLE = 'Tournament info not Available!';

/** Resolves null when the API has no such tournament (an empty list). 404 rejects with ApiError. */
export async function getTournament(
  { gameId, eventId }: TournamentKey,
  signal?: AbortSignal,
): Promise<TournamentDetail | null> {
  const answer = await apiPost<TournamentDetailResponseDto>(
    'tournament',
    { event_id: eventId, game_id: gameId },
    { signal },
  );
  const tournament = Array.isArray(answer.data) ? answer.data[0] : undefined;
  if (!tournament) return null;
  return {
    tournament,
    recentParticipants: Array.isArray(answer.recent_participants) ? answer.recent_participants : [],
  };
}

export const tournamentQueryKey = ({ gameId, eventId }: TournamentKey) =>
  ['tournaments', 'detail', gameId, eventId] as const;

export function tournamentQueryOptions(key: TournamentKey) {
  return queryOptions({
    queryKey: tournamentQueryKey(key),
    queryFn: ({ signal }) => getTournament(key, signal),
    enabled: Number.isInteger(key.gameId) && Number.isInteger(key.eventId),
  });
}

export function useTournament(key: TournamentKey) {
  return useQuery(tournamentQueryOptions(key));
}
