import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, type ApiEnvelope } from '../../../lib/api-client';
import { authStore, type GamerHandle, type User } from '../../../lib/auth-store';
import { userQueryKey } from '../../auth/api/get-user-data';

// No response schema for gamerhandle_change in the OpenAPI document yet: typed by hand.
interface GamerHandleAnswer extends ApiEnvelope {
  data?: User;
}

export function changeGamerHandle(input: { inputobj: GamerHandle }): Promise<GamerHandleAnswer> {
  return apiPost<GamerHandleAnswer>('gamerhandle_change', input);
}

export function useChangeGamerHandle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeGamerHandle,
    onSuccess: (answer) => {
      if (!answer.data) return;
      authStore.setUser(answer.data);
      queryClient.setQueryData(userQueryKey, answer.data);
    },
  });
}
