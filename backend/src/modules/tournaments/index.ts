// The tournaments module's front door: all that code outside tournaments/ may import from it.
// Its services, never its stores: the rank index and the entries repository stay inside.
export { TournamentEntry } from './entities/tournament-entry.entity';
export { TournamentScheduleCancellation } from './entities/tournament-schedule-cancellation.entity';
export { TournamentScheduleRow } from './entities/tournament-schedule.entity';
export { Tournament, TournamentStatus } from './entities/tournament.entity';
export { EntriesFeed } from './entries/entries-feed';
export { type MatchStanding } from './entries/tournament-entries.repository';
export { LeaderboardService } from './leaderboard/leaderboard.service';
export { StandingsFeed } from './leaderboard/standings-feed';
export { ResultPoller } from './results/result-poller.service';
export { TournamentResultsService } from './results/tournament-results.service';
export { earnedPrizeTable } from './settlement/prize-pool';
export { splitPrizes } from './settlement/prize-split';
export { SettlementService } from './settlement/settlement.service';
export {
  type ScheduleInput,
  TournamentSchedulesService,
} from './schedules/tournament-schedules.service';
export { STARTING_SOON_MS, TournamentScheduler } from './tournament-scheduler.service';
export { TournamentErrorCode } from './tournaments.errors';
export { prizePaidMail } from './tournaments.mails';
export { TournamentsModule } from './tournaments.module';
export { type NewTournament, TournamentsService } from './tournaments.service';
