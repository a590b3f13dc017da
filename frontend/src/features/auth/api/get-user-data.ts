import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiPost, ApiError } from '../../../lib/api-client';
import type { ApiErrorDto, UserResponseDto } from '../../../lib/api-types';
import { authStore, useAuth, type User } from '../../../lib/auth-store';

// SPEC §7 also allows the UA answer (the session is gone) on HTTP 200; the document sends it on 401.
type UserDataResponse = UserResponseDto | ApiErrorDto;

/** Loads the signed-in player and keeps local storage `user` in sync (SPEC §3). */
export async function getUserData(signal?: AbortSignal): Promise<User> {
  const response = await apiPost<UserDataResponse>('get_user_data', {}, { signal });
  if (response.status !== 'S' || !response.data) {
    // UA on HTTP 200: same as a 401, clear the session once.
    authStore.signOut();
    throw new ApiError(('message' in response && response.message) || 'Unauthorized', 401, 'UA');
  }
  authStore.setUser(response.data);
  return response.data;
}

export const userQueryKey = ['user', 'me'] as const;

export function userQueryOptions() {
  return queryOptions({
    queryKey: userQueryKey,
    queryFn: ({ signal }) => getUserData(signal),
    // A 401/UA already cleared the session; retrying would only repeat it.
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status === 401) && failures < 1,
  });
}

/** Refreshes the stored user whenever a token exists (app start, after login). */
export function useUserData() {
  const { token } = useAuth();
  return useQuery({ ...userQueryOptions(), enabled: Boolean(token) });
}

/**
 * Reloads the player after a server-side coin change (a claim), which stores it: the navbar
 * balance then counts to the new amount.
 */
export function refetchUser(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: userQueryKey });
}
