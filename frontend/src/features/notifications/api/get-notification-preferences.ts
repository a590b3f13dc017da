import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type {
  NotificationPreferences,
  NotificationPreferencesResponseDto,
} from './notification-types';

export const notificationPreferencesQueryKey = ['user', 'notification-preferences'] as const;

export async function getNotificationPreferences(
  signal?: AbortSignal,
): Promise<NotificationPreferences> {
  const answer = await apiGet<NotificationPreferencesResponseDto>('notification_preferences', {
    signal,
  });
  return answer.data;
}

export function notificationPreferencesQueryOptions() {
  return queryOptions({
    queryKey: notificationPreferencesQueryKey,
    queryFn: ({ signal }) => getNotificationPreferences(signal),
  });
}

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions());
}
