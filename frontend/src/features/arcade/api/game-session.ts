import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import type { GameEndResponseDto, GameStartResponseDto } from '../../../lib/api-types';
import { gameRunsQueryKey, type GameRun } from './get-game-runs';

export interface GameEndResult {
  run: GameRun;
  bestScore: number;
}

export interface StartedRun {
  secretToken: string;
  /** The run's seed: the game plays it, the server replays it. */
  seed: number;
}

/** SPEC §7 game_start: a single-use secret token for this run's game_end, and its seed. */
export async function startGame(gameId: number): Promise<StartedRun> {
  const answer = await apiPost<GameStartResponseDto>('game_start', { game_id: gameId });
  if (!answer.secret_token || !Number.isSafeInteger(answer.seed)) {
    throw new Error('API request failed');
  }
  return { secretToken: answer.secret_token, seed: answer.seed };
}

/** SPEC §7 game_end: spends the token on the run, which the server replays to its score. */
export async function endGame(input: {
  gameId: number;
  score: number;
  secretToken: string;
  ticks: number;
  inputs: number[];
}): Promise<GameEndResult> {
  const answer = await apiPost<GameEndResponseDto>('game_end', {
    game_id: input.gameId,
    score: input.score,
    secret_token: input.secretToken,
    ticks: input.ticks,
    inputs: input.inputs,
  });
  if (!answer.data) throw new Error('API request failed');
  return { run: answer.data, bestScore: Number(answer.best_score ?? answer.data.score) };
}

export function useStartGame() {
  return useMutation({ mutationFn: startGame });
}

/** Ends a run; the player's runs are read again afterwards. */
export function useEndGame(gameId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endGame,
    onSettled: () => queryClient.invalidateQueries({ queryKey: gameRunsQueryKey(gameId) }),
  });
}
