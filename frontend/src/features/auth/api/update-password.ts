import { useMutation } from '@tanstack/react-query';
import { apiPost, type ApiEnvelope } from '../../../lib/api-client';

export interface UpdatePasswordInput {
  oobCode: string;
  password: string;
}

export function updatePassword(input: UpdatePasswordInput): Promise<ApiEnvelope> {
  return apiPost<ApiEnvelope>('update_password', input);
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
