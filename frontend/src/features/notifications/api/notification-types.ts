import type { ApiEnvelope } from '../../../lib/api-client';

/**
 * What the notification centre's calls answer (issue 24 item 4).
 * Warning: the type values are stored with each notification; the server names them.
 */
export type NotificationType =
  | 'prize_paid'
  | 'order_placed'
  | 'referral_paid'
  | 'milestone_claimable'
  | 'daily_bonus'
  | 'starting_soon'
  | 'overtaken';

export interface NotificationDto {
  id: string;
  type: NotificationType;
  title: string;
  body: string;
  /** A path inside the site, or null when the notification leads nowhere. */
  link: string | null;
  created_at: string;
  read_at: string | null;
}

export interface NotificationsResponse extends ApiEnvelope {
  data: NotificationDto[];
  total_count: number;
  unread_count: number;
}

export interface UnreadCountResponse extends ApiEnvelope {
  unread_count: number;
}

export interface NotificationPreferences {
  prize_mail: boolean;
  order_mail: boolean;
  milestone_mail: boolean;
}

export interface NotificationPreferencesResponse extends ApiEnvelope {
  data: NotificationPreferences;
}

export interface UnsubscribeMailResponse extends ApiEnvelope {
  message: string;
  type?: string;
}
