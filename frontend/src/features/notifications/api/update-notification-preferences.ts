import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { notificationPreferencesQueryKey } from './get-notification-preferences';
import type {
  UpdateNotificationPreferencesDto,
  NotificationPreferencesResponseDto,
} from './notification-types';

export function updateNotificationPreferences(
  changes: UpdateNotificationPreferencesDto,
): Promise<NotificationPreferencesResponseDto> {
  return apiPost<NotificationPreferencesResponseDto>('notification_preferences', changes);
}

/** Saves the changed switches; the stored preferences become what the server answers. */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (answer) => {
      if (answer.data) queryClient.setQueryData(notificationPreferencesQueryKey, answer.data);
    },
  });
}
