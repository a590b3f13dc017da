import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import type { UsernameValidateResponseDto } from '../../../lib/api-types';

export interface ValidateUsernameInput {
  username: string;
  game_id: number;
  event_id: number;
}

/**
 * Checks an in-game username with the game provider; resolves the normalised username (chess
 * lower-cased, Clash tag upper-cased without '#').
 */
export async function validateUsername(input: ValidateUsernameInput): Promise<string> {
  const answer = await apiPost<UsernameValidateResponseDto>('username_validate', input);
  return answer.username || input.username;
}

export function useValidateUsername() {
  return useMutation({ mutationFn: validateUsername });
}
