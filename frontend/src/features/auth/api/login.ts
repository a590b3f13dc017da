import { useMutation } from '@tanstack/react-query';
import { apiPost, type ApiEnvelope } from '../../../lib/api-client';
import type { SessionTokens, User } from '../../../lib/auth-store';

export interface LoginInput {
  email: string;
  password: string;
}

// No response schema for login, google_login, apple_login in the OpenAPI document yet: typed by hand.
/** Answer of login, google_login and apple_login. */
export interface SessionResponse extends ApiEnvelope, SessionTokens {
  user: User;
}

export function login(input: LoginInput): Promise<SessionResponse> {
  return apiPost<SessionResponse>('login', input);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
