import { useMutation } from '@tanstack/react-query';
import { apiPost, type ApiEnvelope } from '../../../lib/api-client';

export function verifyEmail(input: { oobCode: string }): Promise<ApiEnvelope> {
  return apiPost<ApiEnvelope>('verify_email', input);
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
