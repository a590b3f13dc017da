import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost, type ApiEnvelope } from '../../../lib/api-client';

// No response schema for leaderboard_list in the OpenAPI document yet: typed by hand.
/** A tournament in the leaderboard dropdown (SPEC §3 Leaderboard list item). */
export interface LeaderboardEvent {
  event_id: number;
  event_name: string;
  tour_status: string;
}

export interface LeaderboardEvents {
  events: LeaderboardEvent[];
  /** The tournament selected by default; null when the game has none running. */
  currentEvent: number | null;
}

interface LeaderboardListResponse extends ApiEnvelope {
  data?: LeaderboardEvent[];
  current_event?: number | null;
}

export async function getLeaderboardList(
  gameId: number,
  signal?: AbortSignal,
): Promise<LeaderboardEvents> {
  const answer = await apiPost<LeaderboardListResponse>(
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
