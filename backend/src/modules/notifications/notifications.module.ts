import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventsModule } from '../../events/events.module';
import { UsersModule } from '../users';
import { WalletModule } from '../wallet';
import { NotificationPreferences } from './entities/notification-preferences.entity';
import { Notification } from './entities/notification.entity';
import { NotificationPreferencesRepository } from './notification-preferences.repository';
import { NotificationsFeed } from './notifications-feed';
import { NotificationsRepository } from './notifications.repository';
import { NotificationsService } from './notifications.service';
import { UnsubscribeTokens } from './unsubscribe-tokens';

/**
 * The player's notification centre: notices added by the worker's subscribers (and the arena),
 * read and marked by the API, mail preferences and unsubscribe links; its feed tells the API
 * processes whose count changed.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([Notification, NotificationPreferences]),
    EventsModule,
    UsersModule,
    WalletModule,
  ],
  providers: [
    NotificationsService,
    NotificationsRepository,
    NotificationPreferencesRepository,
    NotificationsFeed,
    UnsubscribeTokens,
  ],
  // What the worker's handlers, the arena's gateway and this module's controllers inject.
  exports: [NotificationsService, NotificationsFeed],
})
export class NotificationsModule {}
