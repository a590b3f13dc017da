import { Module } from '@nestjs/common';
import {
  NotificationPreferencesController,
  NotificationsController,
  UnsubscribeMailController,
} from './notifications.controller';
import { NotificationsModule } from './notifications.module';

/** The notification centre's calls, preferences and the unsubscribe link; API only. */
@Module({
  imports: [NotificationsModule],
  controllers: [
    NotificationsController,
    NotificationPreferencesController,
    UnsubscribeMailController,
  ],
})
export class NotificationsHttpModule {}
