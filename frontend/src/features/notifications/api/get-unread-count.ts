import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiGet } from '../../../lib/api-client';
import { useLiveConnected, useLiveEvent } from '../../../lib/live-socket';
import type { UnreadCountResponseDto } from './notification-types';

/** Under 'user' so signing out drops them with the rest of the player's data. */
export const notificationsQueryKey = ['user', 'notifications'] as const;
export const unreadCountQueryKey = [...notificationsQueryKey, 'unread-count'] as const;
export const notificationListsQueryKey = [...notificationsQueryKey, 'list'] as const;

/** How often the bell asks while no socket carries the pushes. */
export const UNREAD_POLL_MS = 30_000;

export async function getUnreadCount(signal?: AbortSignal): Promise<number> {
  const answer = await apiGet<UnreadCountResponseDto>('notifications/unread_count', { signal });
  return Math.max(0, Number(answer.unread_count) || 0);
}

export function unreadCountQueryOptions() {
  return queryOptions({
    queryKey: unreadCountQueryKey,
    queryFn: ({ signal }) => getUnreadCount(signal),
  });
}

/** The server's count wins over whatever the client worked out (an optimistic guess, a poll). */
export function setUnreadCount(queryClient: QueryClient, count: number): void {
  queryClient.setQueryData(unreadCountQueryKey, Math.max(0, Number(count) || 0));
}

/**
 * The signed-in player's unread count: pushed live over the site's socket (`notifications`, sent
 * whenever the count changes), polled every 30 s while the socket is down. Mount it only for a
 * signed-in player.
 */
export function useUnreadCount(): number {
  const queryClient = useQueryClient();
  const connected = useLiveConnected();

  useLiveEvent<{ unread_count: number }>('notifications', (push) => {
    setUnreadCount(queryClient, push.unread_count);
    // A new notification (or one read in another tab): lists on screen show it, others refetch
    // when next opened.
    void queryClient.invalidateQueries({ queryKey: notificationListsQueryKey });
  });

  // Pushes sent while the socket was down (or before it joined) are lost: ask once it is up.
  useEffect(() => {
    if (connected) void queryClient.invalidateQueries({ queryKey: unreadCountQueryKey });
  }, [connected, queryClient]);

  const query = useQuery({
    ...unreadCountQueryOptions(),
    refetchInterval: connected ? false : UNREAD_POLL_MS,
  });
  return query.data ?? 0;
}
