/**
 * What a notification is about. Warning: stored with every notification and read by the client:
 * never rename a value.
 */
export const NOTIFICATION_TYPES = [
  'prize_paid',
  'order_placed',
  'referral_paid',
  'milestone_claimable',
  'daily_bonus',
  'starting_soon',
  'overtaken',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * The mails a player may turn off, each a column of notification_preferences (`<type>_mail`).
 * Warning: named in signed unsubscribe links already mailed: never rename a value.
 */
export const MAIL_TYPES = ['prize', 'order', 'milestone'] as const;
export type MailType = (typeof MAIL_TYPES)[number];

export function isMailType(value: unknown): value is MailType {
  return (MAIL_TYPES as readonly unknown[]).includes(value);
}

/** A notification to add: `key` names its cause, so the same cause adds it once. */
export interface Notice {
  userId: string;
  type: NotificationType;
  key: string;
  title: string;
  body: string;
  /** A path inside the site, or null. */
  link: string | null;
}

/** Notifications are kept this long, then the retention sweep deletes them. */
export const NOTIFICATION_RETENTION_DAYS = 90;
