import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import type { GamerHandleChangeResponseDto } from '../../../lib/api-types';
import { authStore, type GamerHandle } from '../../../lib/auth-store';
import { userQueryKey } from '../../auth';

export function changeGamerHandle(input: {
  inputobj: GamerHandle;
}): Promise<GamerHandleChangeResponseDto> {
  return apiPost<GamerHandleChangeResponseDto>('gamerhandle_change', input);
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
