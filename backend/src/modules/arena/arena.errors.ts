import { DomainError } from '../../common/domain-error';

// Sent to clients as `code`: renaming a value breaks them.
export enum ArenaErrorCode {
  NotTicTacToe = 'NOT_TIC_TAC_TOE',
  NotLive = 'TOURNAMENT_NOT_LIVE',
  NotRegistered = 'NOT_REGISTERED',
  NoMatch = 'NO_MATCH',
  NotAPlayer = 'NOT_A_PLAYER',
  MatchOver = 'MATCH_OVER',
  NotYourTurn = 'NOT_YOUR_TURN',
  CellTaken = 'CELL_TAKEN',
  NotACell = 'NOT_A_CELL',
}

export class ArenaError extends DomainError<ArenaErrorCode> {}

export const arenaErrors = {
  notTicTacToe: () =>
    new ArenaError(
      'invalid',
      ArenaErrorCode.NotTicTacToe,
      'Matches are played only in tic-tac-toe tournaments.',
    ),
  notLive: () => new ArenaError('conflict', ArenaErrorCode.NotLive, 'This tournament is not live.'),
  notRegistered: () =>
    new ArenaError(
      'forbidden',
      ArenaErrorCode.NotRegistered,
      'Register for this tournament to play.',
    ),
  noMatch: () => new ArenaError('not_found', ArenaErrorCode.NoMatch, 'No such match.'),
  notAPlayer: () =>
    new ArenaError('forbidden', ArenaErrorCode.NotAPlayer, 'You are not playing this match.'),
  matchOver: () => new ArenaError('conflict', ArenaErrorCode.MatchOver, 'This match is over.'),
  notYourTurn: () => new ArenaError('conflict', ArenaErrorCode.NotYourTurn, 'Wait for your turn.'),
  cellTaken: () => new ArenaError('conflict', ArenaErrorCode.CellTaken, 'That cell is taken.'),
  notACell: () =>
    new ArenaError('invalid', ArenaErrorCode.NotACell, 'cell must be a whole number from 0 to 8'),
};
