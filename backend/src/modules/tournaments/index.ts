// The tournaments module's front door: all that code outside tournaments/ may import from it.
export { TournamentEntry } from './entities/tournament-entry.entity';
export { TournamentScheduleCancellation } from './entities/tournament-schedule-cancellation.entity';
export { TournamentScheduleRow } from './entities/tournament-schedule.entity';
export { Tournament, TournamentStatus } from './entities/tournament.entity';
export { type MatchStanding, TournamentEntriesService } from './entries/tournament-entries.service';
export { LeaderboardService } from './leaderboard/leaderboard.service';
export { RankIndex } from './leaderboard/rank-index';
export { StandingsFeed } from './leaderboard/standings-feed';
export { FINAL_POLL_BUDGET_MS, ResultPoller } from './results/result-poller.service';
export { TournamentResultsService } from './results/tournament-results.service';
export { earnedPrizeTable, type PoolRules } from './settlement/prize-pool';
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
