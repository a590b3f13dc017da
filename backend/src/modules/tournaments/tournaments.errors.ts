import { DomainError } from '../../common/domain-error';

// Sent to clients as `code`: renaming a value breaks them.
export enum TournamentErrorCode {
  NotFound = 'TOURNAMENT_NOT_FOUND',
  RegistrationClosed = 'REGISTRATION_CLOSED',
  GamerHandleRequired = 'GAMER_HANDLE_REQUIRED',
  UsernameNotFound = 'USERNAME_NOT_FOUND',
  Ended = 'TOURNAMENT_ENDED',
  Started = 'TOURNAMENT_STARTED',
  WindowInvalid = 'WINDOW_INVALID',
  CapacityTooSmall = 'CAPACITY_TOO_SMALL',
  ResultsFinal = 'RESULTS_FINAL',
  NotRegistered = 'NOT_REGISTERED',
  NotEnded = 'TOURNAMENT_NOT_ENDED',
  NotStarted = 'TOURNAMENT_NOT_STARTED',
  ScheduleNotFound = 'SCHEDULE_NOT_FOUND',
  PointsRequired = 'POINTS_REQUIRED',
  Banned = 'PLAYER_BANNED',
  HasPlayers = 'TOURNAMENT_HAS_PLAYERS',
}

export class TournamentError extends DomainError<TournamentErrorCode> {}

/** The spec's words where it has them (SPEC §2, §5, §8): the client shows them as they are. */
export const tournamentErrors = {
  /** An operator's chess results: no rule derives points from them (time controls vary). */
  chessPointsRequired: () =>
    new TournamentError(
      'invalid',
      TournamentErrorCode.PointsRequired,
      'points are required for chess results',
    ),
  runPointsRequired: () =>
    new TournamentError(
      'invalid',
      TournamentErrorCode.PointsRequired,
      'points are required for MR RACER results (a best run’s score)',
    ),
  trophiesOrPointsRequired: () =>
    new TournamentError(
      'invalid',
      TournamentErrorCode.PointsRequired,
      'points, or start_trophy and end_trophy, are required',
    ),
  scheduleNotFound: () =>
    new TournamentError(
      'not_found',
      TournamentErrorCode.ScheduleNotFound,
      'No tournament schedule has this id.',
    ),
  notFound: () =>
    new TournamentError(
      'not_found',
      TournamentErrorCode.NotFound,
      'Tournament info not Available!',
    ),
  closed: () =>
    new TournamentError(
      'conflict',
      TournamentErrorCode.RegistrationClosed,
      'Registration is closed for this tournament.',
    ),
  handleRequired: () =>
    new TournamentError(
      'invalid',
      TournamentErrorCode.GamerHandleRequired,
      'Enter your in-game username to register for this tournament.',
    ),
  usernameNotFound: () =>
    new TournamentError('invalid', TournamentErrorCode.UsernameNotFound, 'Username not found'),
  notStarted: () =>
    new TournamentError(
      'conflict',
      TournamentErrorCode.NotStarted,
      'This tournament has not started: move its window instead.',
    ),
  notEnded: () =>
    new TournamentError(
      'conflict',
      TournamentErrorCode.NotEnded,
      'This tournament has not ended: end it first.',
    ),
  cancelStarted: () =>
    new TournamentError(
      'conflict',
      TournamentErrorCode.Started,
      'A tournament that has begun cannot be cancelled: end it instead.',
    ),
  hasPlayers: (registered: number) =>
    new TournamentError(
      'conflict',
      TournamentErrorCode.HasPlayers,
      `${registered} ${registered === 1 ? 'player has' : 'players have'} registered: a tournament with players cannot be cancelled (move or edit it instead).`,
    ),
  ended: () =>
    new TournamentError(
      'conflict',
      TournamentErrorCode.Ended,
      'An ended tournament cannot be edited.',
    ),
  started: () =>
    new TournamentError(
      'conflict',
      TournamentErrorCode.Started,
      'The start of a tournament that has begun cannot change.',
    ),
  endsBeforeStart: () =>
    new TournamentError(
      'invalid',
      TournamentErrorCode.WindowInvalid,
      'ends_at must be after starts_at',
    ),
  endsInPast: () =>
    new TournamentError(
      'invalid',
      TournamentErrorCode.WindowInvalid,
      'ends_at must be in the future',
    ),
  capacityTooSmall: (registered: number) =>
    new TournamentError(
      'invalid',
      TournamentErrorCode.CapacityTooSmall,
      `max_participants must be at least the ${registered} registered players`,
    ),
  /** Standings are frozen once settlement has ranked the players. */
  resultsFinal: () =>
    new TournamentError(
      'conflict',
      TournamentErrorCode.ResultsFinal,
      'Results are final: the tournament is settled.',
    ),
  /** SPEC §9: a player banned for a violation registers for no tournament. */
  banned: (reason: string) =>
    new TournamentError(
      'forbidden',
      TournamentErrorCode.Banned,
      `You are banned from tournaments: ${reason}`,
    ),
  /** Lists at most the first ten unknown players. */
  notRegistered: (userIds: string[]) =>
    new TournamentError(
      'invalid',
      TournamentErrorCode.NotRegistered,
      `Not registered for this tournament: ${userIds.slice(0, 10).join(', ')}`,
    ),
};
