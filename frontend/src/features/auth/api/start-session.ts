import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { authStore } from '../../../lib/auth-store';
import { userQueryKey } from './get-user-data';
import type { SessionResponse } from './login';

/** Keeps a new session (a login, a provider's sign-in, a fresh verification link) and its player. */
export function useStartSession(): (session: SessionResponse) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (session: SessionResponse) => {
      authStore.signIn(session, session.user);
      queryClient.setQueryData(userQueryKey, session.user);
      // Marked stale so the app's user query reloads it once it is mounted with the new token.
      void queryClient.invalidateQueries({ queryKey: userQueryKey, refetchType: 'none' });
    },
    [queryClient],
  );
}
