import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import type { UserResponseDto } from '../../../lib/api-types';
import { authStore } from '../../../lib/auth-store';
import { userQueryKey } from '../../auth';

export function updateProfile(input: { profile_pic: number }): Promise<UserResponseDto> {
  return apiPost<UserResponseDto>('update_profile', input);
}

/** Saves the avatar; the answer's user replaces the stored one. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (answer) => {
      if (!answer.data) return;
      authStore.setUser(answer.data);
      queryClient.setQueryData(userQueryKey, answer.data);
    },
  });
}
