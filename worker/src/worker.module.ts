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
import { TournamentCreatedHandler } from './handlers/tournament-created.handler';
import { TournamentSweepHandler } from './handlers/tournament-sweep.handler';
import {
  TournamentEndHandler,
  TournamentStartHandler,
} from './handlers/tournament-transition.handler';
import { SchedulingProcessor } from './processors/scheduling.processor';
import { WorkerLifecycle } from './worker-lifecycle.service';

/** The queue-consuming process: the backend's domain modules, no HTTP. */
@Module({
  imports: [
    ConfigModule,
    LoggingModule,
    DatabaseModule,
    EventsModule,
    TournamentsModule,
    AuthModule,
    MailModule,
  ],
  providers: [
    TournamentCreatedHandler,
    TournamentStartHandler,
    TournamentEndHandler,
    TournamentSweepHandler,
    SchedulingProcessor,
    VerifyEmailMailHandler,
    ResetPasswordMailHandler,
    NewsletterConfirmMailHandler,
    NotificationsProcessor,
    WorkerLifecycle,
  ],
})
export class WorkerModule {}
