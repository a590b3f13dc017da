import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventsModule } from '../../events/events.module';
import { MailModule } from '../mail';
import { ShopModule } from '../shop';
import { TournamentsModule } from '../tournaments';
import { UsersModule } from '../users';
import { WalletModule } from '../wallet';
import { NotificationPreferences } from './entities/notification-preferences.entity';
import { Notification } from './entities/notification.entity';
import { NotificationPreferencesRepository } from './notification-preferences.repository';
import { MilestoneMailJob } from './jobs/milestone-mail.job';
import { NotificationsSweepJob } from './jobs/notifications-sweep.job';
import { NotifyMilestoneJob } from './jobs/notify-milestone.job';
import { NotifyOrderJob } from './jobs/notify-order.job';
import { NotifyOvertakenJob } from './jobs/notify-overtaken.job';
import { NotifyPrizeJob } from './jobs/notify-prize.job';
import { NotifyReferralJob } from './jobs/notify-referral.job';
import { NotifyStartingSoonJob } from './jobs/notify-starting-soon.job';
import { OrderConfirmationMailJob } from './jobs/order-confirmation-mail.job';
import { PrizeMailJob } from './jobs/prize-mail.job';
import { ReadDailyBonusJob } from './jobs/read-daily-bonus.job';
import { NotificationsFeed } from './notifications-feed';
import { NotificationsRepository } from './notifications.repository';
import { NotificationsService } from './notifications.service';
import { UnsubscribeTokens } from './unsubscribe-tokens';

/**
 * The player's notification centre: notices added by its jobs (and the arena), read and marked
 * by the API, mail preferences and unsubscribe links; its feed tells the API processes whose
 * count changed. The mails a player may turn off are sent by its jobs too, beside the
 * preferences they obey.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([Notification, NotificationPreferences]),
    EventsModule,
    UsersModule,
    WalletModule,
    MailModule,
    TournamentsModule,
    ShopModule,
  ],
  providers: [
    NotificationsService,
    NotificationsRepository,
    NotificationPreferencesRepository,
    NotificationsFeed,
    UnsubscribeTokens,
    // Its jobs: run by the worker, which finds them by their @OnJob / @OnEvent.
    NotifyPrizeJob,
    NotifyOrderJob,
    NotifyReferralJob,
    NotifyMilestoneJob,
    NotifyOvertakenJob,
    ReadDailyBonusJob,
    NotifyStartingSoonJob,
    NotificationsSweepJob,
    PrizeMailJob,
    OrderConfirmationMailJob,
    MilestoneMailJob,
  ],
  // What the arena's gateway and this module's controllers inject.
  exports: [NotificationsService, NotificationsFeed],
})
export class NotificationsModule {}
