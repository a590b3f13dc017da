import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import type { LeaderboardListResponseDto, LeaderboardTournamentDto } from '../../../lib/api-types';

/** A tournament in the leaderboard dropdown (SPEC §3 Leaderboard list item). */
export type LeaderboardEvent = LeaderboardTournamentDto;

export interface LeaderboardEvents {
  events: LeaderboardEvent[];
  /** The tournament selected by default; null when the game has none running. */
  currentEvent: number | null;
}

export async function getLeaderboardList(
  gameId: number,
  signal?: AbortSignal,
): Promise<LeaderboardEvents> {
  const answer = await apiPost<LeaderboardListResponseDto>(
    'leaderboard_list',
    { game_id: gameId },
    { signal },
  );
  const currentEvent = Number(answer.current_event);
  return {
    events: Array.isArray(answer.data) ? answer.data : [],
    currentEvent:
      answer.current_event != null && Number.isFinite(currentEvent) ? currentEvent : null,
  };
}

export function leaderboardListQueryOptions(gameId: number) {
  return queryOptions({
    queryKey: ['leaderboard', 'list', gameId] as const,
    queryFn: ({ signal }) => getLeaderboardList(gameId, signal),
  });
}

export function useLeaderboardList(gameId: number) {
  return useQuery(leaderboardListQueryOptions(gameId));
}
