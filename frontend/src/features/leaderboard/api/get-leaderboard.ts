import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import type { LeaderboardResponseDto, TournamentStandingDto } from '../../../lib/api-types';

/** SPEC §9: leaderboard page sizes. */

/** SPEC §3 Leaderboard row; trophies only for games 2 and 3, tiebreakers only for game 4. */
export type LeaderboardRow = TournamentStandingDto;

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

/** Rows come in rank order (ties share a rank): the client never re-orders them. */
export async function getLeaderboard(
  { gameId, eventId, page, limit }: LeaderboardRequest,
  signal?: AbortSignal,
): Promise<LeaderboardPage> {
  const answer = await apiPost<LeaderboardResponseDto>(
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
