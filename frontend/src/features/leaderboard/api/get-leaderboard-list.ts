import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import type { LeaderboardListResponseDto, LeaderboardTournamentDto } from '../../../lib/api-types';
import { gamesQueryOptions } from '../../games';

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

/**
 * `gameId` null: the catalogue's first game, the page's default. Its list is asked for as soon as
 * the catalogue answers, inside the same query, so a first screen still gets the page's answers
 * in two rounds (catalogue and list, then standings) rather than three.
 */
export function leaderboardListQueryOptions(gameId: number | null) {
  return queryOptions({
    queryKey: ['leaderboard', 'list', gameId ?? 'first-game'] as const,
    queryFn: async ({ signal, client }): Promise<LeaderboardEvents> => {
      const id = gameId ?? (await client.ensureQueryData(gamesQueryOptions())).games[0]?.game_id;
      return id === undefined ? { events: [], currentEvent: null } : getLeaderboardList(id, signal);
    },
  });
}

export function useLeaderboardList(gameId: number | null) {
  return useQuery(leaderboardListQueryOptions(gameId));
}
