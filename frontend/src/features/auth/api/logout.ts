import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { apiPost, type ApiEnvelope } from '../../../lib/api-client';
import { authStore } from '../../../lib/auth-store';

export function logout(input: { refresh_token?: string }): Promise<ApiEnvelope> {
  return apiPost<ApiEnvelope>('logout', input);
}

/**
 * Tells the server (revoking the refresh token; failure ignored), clears user and tokens, drops
 * cached per-user data and returns the referer or / as the next path (SPEC §4 sign-out).
 */
export function signOut(): { next: string; done: Promise<void> } {
  const { refreshToken, token } = authStore.getState();
  // apiPost reads the bearer token synchronously, before the store is cleared below.
  const done = token
    ? logout(refreshToken ? { refresh_token: refreshToken } : {}).then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
  return { next: authStore.signOut(), done };
}

export function useSignOut(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    const { next } = signOut();
    queryClient.removeQueries({ queryKey: ['user'] });
    navigate(next);
  }, [navigate, queryClient]);
}
