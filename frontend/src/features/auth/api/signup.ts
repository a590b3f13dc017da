import { useMutation } from '@tanstack/react-query';
import { apiPost, type ApiEnvelope } from '../../../lib/api-client';

export interface SignupInput {
  name: string;
  email: string;
  password: string;
  country: string;
  gender: 'men' | 'women';
  /** Referral id of the inviting player (?invite=). */
  invite?: string;
}

export function signup(input: SignupInput): Promise<ApiEnvelope> {
  return apiPost<ApiEnvelope>('signup', input);
}

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
