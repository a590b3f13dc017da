import { DomainError } from '../../common/domain-error';

// Sent to clients as `code`: renaming a value breaks them.
export enum GameErrorCode {
  HandleInvalid = 'HANDLE_INVALID',
  ProviderUnavailable = 'PROVIDER_UNAVAILABLE',
  NotLoggedIn = 'NOT_LOGGED_IN',
  NotArcadeGame = 'NOT_ARCADE_GAME',
  SessionNotFound = 'GAME_SESSION_NOT_FOUND',
  SessionNotYours = 'GAME_SESSION_NOT_YOURS',
  SessionEnded = 'GAME_SESSION_ENDED',
  SessionExpired = 'GAME_SESSION_EXPIRED',
  SessionWrongGame = 'GAME_SESSION_WRONG_GAME',
  ScoreImplausible = 'SCORE_IMPLAUSIBLE',
}

export class GameError extends DomainError<GameErrorCode> {}

export const gameErrors = {
  /** A handle that breaks its game's rules, with the spec's message for that game. */
  handleInvalid: (message: string) =>
    new GameError('invalid', GameErrorCode.HandleInvalid, message),
  providerUnavailable: (host: string) =>
    new GameError(
      'unavailable',
      GameErrorCode.ProviderUnavailable,
      `Could not check your ${host} username right now. Please try again.`,
    ),
  /** SPEC §8 (Game): a game call without a signed-in player. */
  notLoggedIn: () =>
    new GameError('unauthenticated', GameErrorCode.NotLoggedIn, 'User is not logged in.'),
  notArcadeGame: (gameId: number) =>
    new GameError(
      'invalid',
      GameErrorCode.NotArcadeGame,
      `Game ${gameId} is not played in runs here; game_id 5 is MR RACER.`,
    ),
  sessionNotFound: () =>
    new GameError(
      'not_found',
      GameErrorCode.SessionNotFound,
      'This game secret token is not valid. Please start a new game.',
    ),
  sessionNotYours: () =>
    new GameError(
      'forbidden',
      GameErrorCode.SessionNotYours,
      'This game was started by another player. Please start a new game.',
    ),
  sessionEnded: () =>
    new GameError(
      'conflict',
      GameErrorCode.SessionEnded,
      'This game has already ended and its score was recorded. Please start a new game.',
    ),
  sessionExpired: () =>
    new GameError(
      'invalid',
      GameErrorCode.SessionExpired,
      'This game started too long ago to record its score. Please start a new game.',
    ),
  sessionWrongGame: (startedFor: string, sent: number) =>
    new GameError(
      'invalid',
      GameErrorCode.SessionWrongGame,
      `This game secret token was issued for ${startedFor}, not game ${sent}. Please start a new game.`,
    ),
  scoreImplausible: (score: number, seconds: number, max: number) =>
    new GameError(
      'invalid',
      GameErrorCode.ScoreImplausible,
      `A score of ${score} is not possible in ${seconds} s of play (at most ${max}).`,
    ),
};
