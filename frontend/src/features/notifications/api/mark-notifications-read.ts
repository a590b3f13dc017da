import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import type { NotificationsPage } from './get-notifications';
import {
  notificationListsQueryKey,
  notificationsQueryKey,
  setUnreadCount,
  unreadCountQueryKey,
} from './get-unread-count';
import type { UnreadCountResponseDto } from './notification-types';

export function markNotificationsRead(ids: string[]): Promise<UnreadCountResponseDto> {
  return apiPost<UnreadCountResponseDto>('notifications/read', { ids });
}

export function markAllNotificationsRead(): Promise<UnreadCountResponseDto> {
  return apiPost<UnreadCountResponseDto>('notifications/read_all');
}

const FAILED = 'We could not mark that as read. Please try again.';

type Snapshot = [readonly unknown[], unknown][];

/**
 * Shows `ids` (every notification when null) as read at once: the lists on screen and the bell's
 * count drop before the server answers. Returns what to put back if it refuses.
 */
async function readLocally(queryClient: QueryClient, ids: string[] | null): Promise<Snapshot> {
  // A count already on its way would overwrite the guess with the count before it. (Lists on
  // their way are refetched once the server has answered.)
  await queryClient.cancelQueries({ queryKey: unreadCountQueryKey });
  const snapshot = queryClient.getQueriesData({ queryKey: notificationsQueryKey });
  const now = new Date().toISOString();
  const wanted = ids ? new Set(ids) : null;
  const newlyRead = new Set<string>();
  queryClient.setQueriesData<NotificationsPage>(
    { queryKey: notificationListsQueryKey },
    (page) =>
      page && {
        ...page,
        items: page.items.map((item) => {
          if (item.read_at || (wanted && !wanted.has(item.id))) return item;
          newlyRead.add(item.id);
          return { ...item, read_at: now };
        }),
      },
  );
  queryClient.setQueryData<number>(unreadCountQueryKey, (count) =>
    count === undefined ? count : ids ? Math.max(0, count - newlyRead.size) : 0,
  );
  return snapshot;
}

function putBack(queryClient: QueryClient, snapshot: Snapshot | undefined): void {
  for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data);
}

/** Marks some notifications read; the bell drops at once and settles on the server's count. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onMutate: (ids) => readLocally(queryClient, ids),
    onError: (_error, _ids, snapshot) => {
      putBack(queryClient, snapshot);
      toast.error(FAILED);
    },
    onSuccess: (answer) => setUnreadCount(queryClient, answer.unread_count),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: notificationListsQueryKey });
    },
  });
}

/** Marks every notification read. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: () => readLocally(queryClient, null),
    onError: (_error, _vars, snapshot) => {
      putBack(queryClient, snapshot);
      toast.error(FAILED);
    },
    onSuccess: (answer) => setUnreadCount(queryClient, answer.unread_count),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: notificationListsQueryKey });
    },
  });
}
