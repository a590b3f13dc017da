import { useMutation } from '@tanstack/react-query';
import { apiPost, type ApiEnvelope } from '../../../lib/api-client';

export function forgotPassword(input: { email: string }): Promise<ApiEnvelope> {
  return apiPost<ApiEnvelope>('forgot_password', input);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
