import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { notificationListsQueryKey } from './get-unread-count';
import type { NotificationDto, NotificationsResponseDto } from './notification-types';

/** The page's size; the panel shows the latest few. */
export const NOTIFICATIONS_PAGE_SIZE = 10;
export const PANEL_SIZE = 6;

export interface NotificationsPage {
  items: NotificationDto[];
  totalCount: number;
  unreadCount: number;
}

export async function getNotifications(
  page: number,
  limit: number,
  signal?: AbortSignal,
): Promise<NotificationsPage> {
  const answer = await apiPost<NotificationsResponseDto>(
    'notifications',
    { page, limit },
    { signal },
  );
  const items = Array.isArray(answer.data) ? answer.data : [];
  return {
    items,
    totalCount: Number(answer.total_count) || items.length,
    unreadCount: Number(answer.unread_count) || 0,
  };
}

export function notificationsQueryOptions(page: number, limit: number) {
  return queryOptions({
    queryKey: [...notificationListsQueryKey, { page, limit }] as const,
    queryFn: ({ signal }) => getNotifications(page, limit, signal),
    placeholderData: keepPreviousData,
  });
}

/** Newest first. */
export function useNotifications(page: number, limit = NOTIFICATIONS_PAGE_SIZE) {
  return useQuery(notificationsQueryOptions(page, limit));
}
