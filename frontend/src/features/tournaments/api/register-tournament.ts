import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import type { RegisterTournamentResponseDto } from '../../../lib/api-types';
import { refetchUser } from '../../auth';
import { tournamentQueryKey } from './get-tournament';

export interface RegisterTournamentInput {
  event_id: number;
  game_id: number;
  /** Games 1–3: the in-game username; omitted for game 4 (the account is used). */
  gamer_handle?: string;
}

export type RegisterTournamentAnswer = RegisterTournamentResponseDto;

/** Error codes of register_tournament the client reacts to. */
export const registrationErrorCodes = {
  closed: 'REGISTRATION_CLOSED',
  handleRequired: 'GAMER_HANDLE_REQUIRED',
  usernameNotFound: 'USERNAME_NOT_FOUND',
} as const;

export function registerTournament(input: RegisterTournamentInput) {
  return apiPost<RegisterTournamentAnswer>('register_tournament', input);
}

/**
 * Registers the signed-in player; the tournament (counts, participants) is reloaded after, and
 * the player too: a username typed in the popup becomes their saved gamer handle.
 */
export function useRegisterTournament() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerTournament,
    onSuccess: (_answer, input) => {
      if (input.gamer_handle) void refetchUser(queryClient);
      return queryClient.invalidateQueries({
        queryKey: tournamentQueryKey({ gameId: input.game_id, eventId: input.event_id }),
      });
    },
  });
}
