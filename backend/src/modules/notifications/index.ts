// The notifications module's front door: all that code outside notifications/ may import from it.
export { NotificationPreferences } from './entities/notification-preferences.entity';
export { Notification } from './entities/notification.entity';
export {
  dailyBonusNotice,
  milestoneClaimableNotice,
  NOTICE_LINKS,
  orderPlacedNotice,
  OVERTAKEN_QUIET_MS,
  overtakenKeyPrefix,
  overtakenNotice,
  prizePaidNotice,
  referralPaidNotice,
  startingSoonNotice,
} from './notices';
export {
  MAIL_TYPES,
  type MailType,
  type Notice,
  NOTIFICATION_RETENTION_DAYS,
  NOTIFICATION_TYPES,
  type NotificationType,
} from './notification-types';
export { NotificationsFeed, type NotificationsListener } from './notifications-feed';
export { NotificationsModule } from './notifications.module';
export { NotificationsService } from './notifications.service';
