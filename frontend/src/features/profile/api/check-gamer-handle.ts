import { useMutation } from '@tanstack/react-query';
import { apiPost, type ApiEnvelope } from '../../../lib/api-client';

/** Game numbers of check_gamer_handle: 1 chess, 2 Clash of Clans, 3 Clash Royale. */
export type HandleGame = 1 | 2 | 3;

export function checkGamerHandle(input: {
  handle: string;
  game: HandleGame;
}): Promise<ApiEnvelope> {
  return apiPost<ApiEnvelope>('check_gamer_handle', input);
}

export function useCheckGamerHandle() {
  return useMutation({ mutationFn: checkGamerHandle });
}
