import { useMutation } from '@tanstack/react-query';
import { apiPost, type ApiEnvelope } from '../../../lib/api-client';

export function resendVerification(input: { email: string }): Promise<ApiEnvelope> {
  return apiPost<ApiEnvelope>('resend_verification', input);
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
