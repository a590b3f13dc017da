import { useMutation } from '@tanstack/react-query';
import { apiPost, type ApiEnvelope } from '../../../lib/api-client';
import type { SignupDto } from '../../../lib/api-types';

/** The sign-up form's fields, `invite` the inviting player's referral code (?invite=). */
export type SignupInput = SignupDto;

export function signup(input: SignupInput): Promise<ApiEnvelope> {
  return apiPost<ApiEnvelope>('signup', input);
}

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
