import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost, type ApiEnvelope } from '../../../lib/api-client';

/** One recorded run, as game_end and game_runs answer it. */
export interface GameRun {
  run_id: string;
  score: number;
  /** Seconds from game_start to game_end. */
  duration_seconds: number;
  /** ISO date-time */
  ended_at: string;
}

export interface GameRuns {
  /** null before the first run. */
  bestScore: number | null;
  /** Newest first. */
  runs: GameRun[];
}

interface GameRunsResponse extends ApiEnvelope {
  best_score?: number | null;
  data?: GameRun[];
}

export async function getGameRuns(gameId: number, signal?: AbortSignal): Promise<GameRuns> {
  const answer = await apiPost<GameRunsResponse>('game_runs', { game_id: gameId }, { signal });
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
