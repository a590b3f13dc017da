import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost, type ApiEnvelope } from '../../../lib/api-client';

/** SPEC §9: leaderboard page sizes. */

// No response schema for leaderboard in the OpenAPI document yet: typed by hand.
/** SPEC §3 Leaderboard row; trophies only for games 2 and 3. */
export interface LeaderboardRow {
  rank: number;
  player_name: string | null;
  points: number | null;
  reward: number | null;
  start_trophy?: number | null;
  end_trophy?: number | null;
  /** Games with tiebreakers after points (tic-tac-toe): the values they compare. */
  wins?: number;
  losses?: number;
  completion_seconds?: number;
  user_id: string | null;
}

export interface LeaderboardRequest {
  gameId: number;
  eventId: number;
  page: number;
  limit: number;
}

export interface LeaderboardPage {
  rows: LeaderboardRow[];
  totalCount: number;
  /** The signed-in caller's row wherever it is; null for visitors and non-participants. */
  own: LeaderboardRow | null;
}

interface LeaderboardResponse extends ApiEnvelope {
  data?: LeaderboardRow[];
  total_count?: number;
  own?: LeaderboardRow | null;
}

/** Rows come in rank order (ties share a rank): the client never re-orders them. */
export async function getLeaderboard(
  { gameId, eventId, page, limit }: LeaderboardRequest,
  signal?: AbortSignal,
): Promise<LeaderboardPage> {
  const answer = await apiPost<LeaderboardResponse>(
    'leaderboard',
    { inputObj: { event_id: eventId, game_id: gameId }, page, limit },
    { signal },
  );
  const rows = Array.isArray(answer.data) ? answer.data : [];
  return {
    rows,
    totalCount: Number(answer.total_count) || rows.length,
    own: answer.own ?? null,
  };
}

export function leaderboardQueryOptions(request: LeaderboardRequest) {
  return queryOptions({
    queryKey: [
      'leaderboard',
      'rows',
      request.gameId,
      request.eventId,
      request.page,
      request.limit,
    ] as const,
    queryFn: ({ signal }) => getLeaderboard(request, signal),
    placeholderData: keepPreviousData,
  });
}

export function useLeaderboard(request: LeaderboardRequest) {
  return useQuery(leaderboardQueryOptions(request));
}
