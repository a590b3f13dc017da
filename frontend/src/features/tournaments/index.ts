// The tournaments feature's front door: what other features may import from it (the list, a
// tournament's standings table, registration and status wording).
export { LEADERBOARD_POLL_MS, type LeaderboardRow } from './api/get-leaderboard';
export { type Tournament, useTournamentList } from './api/get-tournament-list';
export { LeaderboardSkeleton, LeaderboardTable } from './components/leaderboard-table';
export {
  TournamentList,
  TournamentListSkeleton,
  tournamentsIn,
} from './components/tournament-list';
export { registrationButtonState } from './registration-state';
export { statusDisplay } from './tournament-format';
