import { DomainError } from '../../common/domain-error';
import type { ReplayProblem } from '../../../../frontend/src/games/mr-racer/race';

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
  SessionUnseeded = 'GAME_SESSION_UNSEEDED',
  RunNotReplayed = 'RUN_NOT_REPLAYED',
  RunTooLong = 'RUN_TOO_LONG',
  ScoreMismatch = 'SCORE_MISMATCH',
  RunNotFound = 'GAME_RUN_NOT_FOUND',
}

/** Why an input log does not replay, in the player's words. */
export function replayProblemText(problem: ReplayProblem, ticks: number): string {
  switch (problem.kind) {
    case 'malformed':
      return `input ${problem.index + 1} is not a tick and a lane (0, 1 or 2)`;
    case 'out_of_order':
      return `input ${problem.index + 1} does not come after the one before it`;
    case 'beyond_end':
      return `input ${problem.index + 1} comes after the run's last tick (${ticks})`;
    case 'crashed_earlier':
      return `the car crashed at tick ${problem.crashTick}, before the run's end at tick ${ticks}`;
  }
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
  /** A session started before verified runs: it has no seed to replay from. */
  sessionUnseeded: () =>
    new GameError(
      'invalid',
      GameErrorCode.SessionUnseeded,
      'This game was started before scores were verified. Please start a new game.',
    ),
  runNotReplayed: (problem: ReplayProblem, ticks: number) =>
    new GameError(
      'invalid',
      GameErrorCode.RunNotReplayed,
      `This run does not replay: ${replayProblemText(problem, ticks)}. Please start a new game.`,
    ),
  runTooLong: (playSeconds: number, serverSeconds: number) =>
    new GameError(
      'invalid',
      GameErrorCode.RunTooLong,
      `This run plays ${playSeconds} s, but only ${serverSeconds} s passed since it started. Please start a new game.`,
    ),
  scoreMismatch: (claimed: number, replayed: number) =>
    new GameError(
      'invalid',
      GameErrorCode.ScoreMismatch,
      `A score of ${claimed} is not what this run scores: its replay scores ${replayed}.`,
    ),
  runNotFound: () => new GameError('not_found', GameErrorCode.RunNotFound, 'No such run.'),
};
