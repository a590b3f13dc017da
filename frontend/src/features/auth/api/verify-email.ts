import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import type { VerifiedEmailResponseDto } from '../../../lib/api-types';
import type { SessionResponse } from './login';

/** With a session when the link was fresh (the server signs this device in), else without. */
export function verifyEmail(input: { oobCode: string }): Promise<VerifiedEmailResponseDto> {
  return apiPost<VerifiedEmailResponseDto>('verify_email', input);
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}

/** The session a fresh link opened, or null (an older link only verifies: the player logs in). */
export function sessionOf(answer: VerifiedEmailResponseDto): SessionResponse | null {
  const { token, refresh_token, expires_in, user } = answer;
  if (!token || !refresh_token || !user) return null;
  return { status: 'S', token, refresh_token, expires_in: expires_in ?? 0, user };
}
