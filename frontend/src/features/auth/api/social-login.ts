import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import type { SessionResponse } from './login';

export interface GoogleLoginInput {
  idToken: string;
  /** The inviter's referral id from ?invite= (spelling is the API's). */
  referelId?: string;
}

export function googleLogin(input: GoogleLoginInput): Promise<SessionResponse> {
  return apiPost<SessionResponse>('google_login', input, { credentials: 'include' });
}

export function useGoogleLogin() {
  return useMutation({ mutationFn: googleLogin });
}

export function appleLogin(input: { idToken: string }): Promise<SessionResponse> {
  return apiPost<SessionResponse>('apple_login', input, { credentials: 'include' });
}

export function useAppleLogin() {
  return useMutation({ mutationFn: appleLogin });
}
