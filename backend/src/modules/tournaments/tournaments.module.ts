import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventsModule } from '../../events/events.module';
import { ActivityModule } from '../activity';
import { GamerHandlesModule } from '../gamer-handles';
import { GamesModule } from '../games';
import { UsersModule } from '../users';
import { Tournament } from './entities/tournament.entity';
import { TournamentEntry } from './entities/tournament-entry.entity';
import { TournamentScheduleCancellation } from './entities/tournament-schedule-cancellation.entity';
import { TournamentScheduleRow } from './entities/tournament-schedule.entity';
import { EntriesFeed } from './entries/entries-feed';
import { TournamentEntriesRepository } from './entries/tournament-entries.repository';
import { LeaderboardRepository } from './leaderboard/leaderboard.repository';
import { EndTournamentJob } from './jobs/end-tournament.job';
import { PollResultsJob } from './jobs/poll-results.job';
import { RebuildLeaderboardJob } from './jobs/rebuild-leaderboard.job';
import { RescheduleTournamentJob } from './jobs/reschedule-tournament.job';
import { ScheduleTournamentJob } from './jobs/schedule-tournament.job';
import { SettleTournamentJob } from './jobs/settle-tournament.job';
import { StartTournamentJob } from './jobs/start-tournament.job';
import { TournamentSweepJob } from './jobs/tournament-sweep.job';
import { LeaderboardService } from './leaderboard/leaderboard.service';
import { RankIndex } from './leaderboard/rank-index';
import { StandingsFeed } from './leaderboard/standings-feed';
import { DisqualificationService } from './results/disqualification.service';
import { ResultPoller } from './results/result-poller.service';
import { TournamentResultsRepository } from './results/tournament-results.repository';
import { TournamentResultsService } from './results/tournament-results.service';
import { TournamentSchedulesRepository } from './schedules/tournament-schedules.repository';
import { TournamentSchedulesService } from './schedules/tournament-schedules.service';
import { SettlementRepository } from './settlement/settlement.repository';
import { SettlementService } from './settlement/settlement.service';
import { WalletModule } from '../wallet';
import { TournamentRegistrationService } from './tournament-registration.service';
import { TournamentScheduler } from './tournament-scheduler.service';
import { TournamentsRepository } from './tournaments.repository';
import { TournamentsService } from './tournaments.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([
      Tournament,
      TournamentEntry,
      TournamentScheduleRow,
      TournamentScheduleCancellation,
    ]),
    EventsModule,
    ActivityModule,
    UsersModule,
    GamesModule,
    GamerHandlesModule,
    WalletModule,
  ],
  providers: [
    // Its SQL, one repository per table or reader (each file's header says which).
    TournamentsRepository,
    TournamentEntriesRepository,
    TournamentSchedulesRepository,
    TournamentResultsRepository,
    SettlementRepository,
    LeaderboardRepository,
    TournamentsService,
    TournamentScheduler,
    TournamentRegistrationService,
    LeaderboardService,
    RankIndex,
    StandingsFeed,
    EntriesFeed,
    TournamentResultsService,
    ResultPoller,
    SettlementService,
    TournamentSchedulesService,
    DisqualificationService,
    // Its jobs: run by the worker, which finds them by their @OnJob.
    ScheduleTournamentJob,
    RescheduleTournamentJob,
    StartTournamentJob,
    EndTournamentJob,
    TournamentSweepJob,
    PollResultsJob,
    RebuildLeaderboardJob,
    SettleTournamentJob,
  ],
  exports: [
    TournamentsService,
    TournamentRegistrationService,
    TournamentScheduler,
    LeaderboardService,
    StandingsFeed,
    EntriesFeed,
    TournamentResultsService,
    ResultPoller,
    SettlementService,
    TournamentSchedulesService,
    DisqualificationService,
  ],
})
export class TournamentsModule {}
