import { Module } from '@nestjs/common';
import { LoggingModule } from '../../backend/src/common/logging.module';
import { ConfigModule } from '../../backend/src/config/config.module';
import { DatabaseModule } from '../../backend/src/database/database.module';
import { EventsModule } from '../../backend/src/events/events.module';
import { AuthModule } from '../../backend/src/modules/auth/auth.module';
import { MailModule } from '../../backend/src/modules/mail/mail.module';
import { TournamentsModule } from '../../backend/src/modules/tournaments/tournaments.module';
import { ResetPasswordMailHandler, VerifyEmailMailHandler } from './handlers/account-mail.handler';
import { NewsletterConfirmMailHandler } from './handlers/newsletter-mail.handler';
import { NotificationsProcessor } from './processors/notifications.processor';
import { PayoutsProcessor } from './processors/payouts.processor';
import { RewardsProcessor } from './processors/rewards.processor';
import { PrizePaidHandler } from './handlers/prize-paid.handler';
import { TournamentSettleHandler } from './handlers/tournament-settle.handler';
import { WalletModule } from '../../backend/src/modules/wallet/wallet.module';
import { TournamentCreatedHandler } from './handlers/tournament-created.handler';
import { TournamentSweepHandler } from './handlers/tournament-sweep.handler';
import { TournamentPollHandler } from './handlers/tournament-poll.handler';
import { LeaderboardRebuildHandler } from './handlers/leaderboard-rebuild.handler';
import { TournamentRescheduledHandler } from './handlers/tournament-rescheduled.handler';
import {
  TournamentEndHandler,
  TournamentStartHandler,
} from './handlers/tournament-transition.handler';
import { SchedulingProcessor } from './processors/scheduling.processor';
import { WorkerLifecycle } from './worker-lifecycle.service';

/**
 * The queue-consuming process: the backend's domain modules (never an `*.http.module`), so no
 * controller, gateway or passport strategy is ever made here.
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
  ],
  providers: [
    TournamentCreatedHandler,
    TournamentRescheduledHandler,
    TournamentStartHandler,
    TournamentEndHandler,
    TournamentSweepHandler,
    LeaderboardRebuildHandler,
    TournamentPollHandler,
    SchedulingProcessor,
    VerifyEmailMailHandler,
    ResetPasswordMailHandler,
    NewsletterConfirmMailHandler,
    NotificationsProcessor,
    TournamentSettleHandler,
    PayoutsProcessor,
    PrizePaidHandler,
    RewardsProcessor,
    WorkerLifecycle,
  ],
})
export class WorkerModule {}
