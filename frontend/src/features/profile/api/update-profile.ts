import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, type ApiEnvelope } from '../../../lib/api-client';
import { authStore, type User } from '../../../lib/auth-store';
import { userQueryKey } from '../../auth/api/get-user-data';

interface UserAnswer extends ApiEnvelope {
  data?: User;
}

export function updateProfile(input: { profile_pic: number }): Promise<UserAnswer> {
  return apiPost<UserAnswer>('update_profile', input);
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
