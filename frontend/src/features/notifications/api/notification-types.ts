import type {
  NotificationDto,
  NotificationPreferencesDto,
  NotificationPreferencesResponseDto,
  NotificationsResponseDto,
  UnreadCountResponseDto,
  UnsubscribeMailResponseDto,
  UpdateNotificationPreferencesDto,
} from '../../../lib/api-types';

/** What the notification centre's calls answer (issue 24 item 4), as the API document says. */
export type {
  NotificationDto,
  NotificationsResponseDto,
  UnreadCountResponseDto,
  NotificationPreferencesResponseDto,
  UnsubscribeMailResponseDto,
  UpdateNotificationPreferencesDto,
};

export type NotificationType = NotificationDto['type'];

/** Which mails the player gets (My Account → Account settings). */
export type NotificationPreferences = NotificationPreferencesDto;
