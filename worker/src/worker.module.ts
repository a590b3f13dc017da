import { Module } from '@nestjs/common';
import { LoggingModule } from '../../backend/src/common/logging.module';
import { ConfigModule } from '../../backend/src/config/config.module';
import { DatabaseModule } from '../../backend/src/database/database.module';
import { EventsModule } from '../../backend/src/events/events.module';
import { AuthModule } from '../../backend/src/modules/auth';
import { MailModule } from '../../backend/src/modules/mail';
import { NotificationsModule } from '../../backend/src/modules/notifications';
import { ReferralsModule } from '../../backend/src/modules/referrals';
import { ShopModule } from '../../backend/src/modules/shop';
import { TournamentsModule } from '../../backend/src/modules/tournaments';
import { UsersModule } from '../../backend/src/modules/users';
import { WalletModule } from '../../backend/src/modules/wallet';
import { processorProviders } from './processors/create-processor';
import { MailProcessor } from './processors/mail.processor';
import { PayoutsProcessor } from './processors/payouts.processor';
import { RewardsProcessor } from './processors/rewards.processor';
import { SchedulingProcessor } from './processors/scheduling.processor';
import { WorkerLifecycle } from './worker-lifecycle.service';

/**
 * The queue-consuming process: the backend's domain modules (never an `*.http.module`), so no
 * controller, gateway or bearer token check is ever made here. Each processor brings its handlers.
 */
@Module({
  imports: [
    ConfigModule,
    LoggingModule,
    DatabaseModule,
    EventsModule,
    TournamentsModule,
    AuthModule,
    MailModule,
    WalletModule,
    ShopModule,
    ReferralsModule,
    UsersModule,
    NotificationsModule,
  ],
  providers: [
    ...processorProviders(SchedulingProcessor, MailProcessor, PayoutsProcessor, RewardsProcessor),
    WorkerLifecycle,
  ],
})
export class WorkerModule {}
