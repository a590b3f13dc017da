import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import type { LoginDto, SignedInResponseDto } from '../../../lib/api-types';

export type LoginInput = LoginDto;

/** Answer of login, google_login and apple_login. */
export type SessionResponse = SignedInResponseDto;

export function login(input: LoginInput): Promise<SessionResponse> {
  return apiPost<SessionResponse>('login', input);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
