import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import type { GameRunDto, GameRunsResponseDto } from '../../../lib/api-types';

/** One recorded run, as game_end and game_runs answer it. */
export type GameRun = GameRunDto;

export interface GameRuns {
  /** null before the first run. */
  bestScore: number | null;
  /** Newest first. */
  runs: GameRun[];
}

export async function getGameRuns(gameId: number, signal?: AbortSignal): Promise<GameRuns> {
  const answer = await apiPost<GameRunsResponseDto>('game_runs', { game_id: gameId }, { signal });
  return {
    bestScore: typeof answer.best_score === 'number' ? answer.best_score : null,
    runs: Array.isArray(answer.data) ? answer.data : [],
  };
}

/** Under 'user' so signing out drops them with the rest of the player's data. */
export const gameRunsQueryKey = (gameId: number) => ['user', 'game-runs', gameId] as const;

export function gameRunsQueryOptions(gameId: number) {
  return queryOptions({
    queryKey: gameRunsQueryKey(gameId),
    queryFn: ({ signal }) => getGameRuns(gameId, signal),
  });
}

export function useGameRuns(gameId: number, enabled: boolean) {
  return useQuery({ ...gameRunsQueryOptions(gameId), enabled });
}
