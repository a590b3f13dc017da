import { useMutation } from '@tanstack/react-query';
import { apiPost, type ApiEnvelope } from '../../../lib/api-client';

export interface ValidateUsernameInput {
  username: string;
  game_id: number;
  event_id: number;
}

// No response schema for username_validate in the OpenAPI document yet: typed by hand.
interface ValidateUsernameAnswer extends ApiEnvelope {
  /** Normalised: chess lower-cased, Clash tag upper-cased without '#'. */
  username?: string;
}

/** Checks an in-game username with the game provider; resolves the normalised username. */
export async function validateUsername(input: ValidateUsernameInput): Promise<string> {
  const answer = await apiPost<ValidateUsernameAnswer>('username_validate', input);
  return answer.username || input.username;
}

export function useValidateUsername() {
  return useMutation({ mutationFn: validateUsername });
}
