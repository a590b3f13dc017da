import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { LoggingModule } from '../../backend/src/common/logging/logging.module';
import { ConfigModule } from '../../backend/src/config/config.module';
import { DatabaseModule } from '../../backend/src/database/database.module';
import { EventsModule } from '../../backend/src/events/events.module';
import { AuthModule } from '../../backend/src/modules/auth';
import { NewsletterModule } from '../../backend/src/modules/newsletter';
import { NotificationsModule } from '../../backend/src/modules/notifications';
import { ReferralsModule } from '../../backend/src/modules/referrals';
import { ShopModule } from '../../backend/src/modules/shop';
import { TournamentsModule } from '../../backend/src/modules/tournaments';
import { WalletModule } from '../../backend/src/modules/wallet';
import { EventFanOut } from './event-fan-out.service';
import { JobRegistry } from './job-registry.service';
import { MailProcessor } from './processors/mail.processor';
import { PayoutsProcessor } from './processors/payouts.processor';
import { RewardsProcessor } from './processors/rewards.processor';
import { SchedulingProcessor } from './processors/scheduling.processor';
import { WorkerLifecycle } from './worker-lifecycle.service';

/**
 * The queue-consuming process, a composition root: the backend's domain modules (never an
 * `*.http.module`, so no controller, gateway or bearer token check is ever made here) bring
 * their job classes, which the JobRegistry finds by their `@OnJob` / `@OnEvent`; one generic
 * processor per queue routes to them. Every module with a `jobs/` folder is imported here.
 */
@Module({
  imports: [
    ConfigModule,
    LoggingModule,
    DatabaseModule,
    EventsModule,
    DiscoveryModule,
    TournamentsModule,
    AuthModule,
    NewsletterModule,
    WalletModule,
    ShopModule,
    ReferralsModule,
    NotificationsModule,
  ],
  providers: [
    JobRegistry,
    EventFanOut,
    SchedulingProcessor,
    MailProcessor,
    PayoutsProcessor,
    RewardsProcessor,
    WorkerLifecycle,
  ],
})
export class WorkerModule {}
