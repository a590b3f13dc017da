import { GameId } from '../game-id';
import { GAMES } from '../games';
import { ChessGame, chessPoints } from './chess-scoring';
import { clashPoints } from './clash-scoring';
import { TicTacToeRecord, ticTacToePoints } from './tic-tac-toe-scoring';

/** A player's raw results, in the shape the game's scoring kind reads them. */
export type RawResult =
  /** The player's games in the tournament window (chess.com's archive). */
  | { kind: 'chess'; games: readonly ChessGame[] }
  /** Trophy counts at the start and at the end (or the latest reading). */
  | { kind: 'trophies'; startTrophies: number; endTrophies: number }
  /** Matches won, drawn and lost: one match, or a whole tournament. */
  | ({ kind: 'matches' } & TicTacToeRecord)
  /** The player's best verified run in the window (its score, replayed by the server). */
  | { kind: 'runs'; bestRun: number };

/**
 * A player's tournament points in a game from their raw results: the one place results become
 * points (the result poller, the arena and operators' results all score here). A result of
 * another kind than the game's scoring is a caller's bug, refused rather than scored.
 */
export function pointsFor(gameId: GameId, result: RawResult): number {
  const kind = GAMES[gameId]?.scoring.kind;
  if (kind !== result.kind) {
    throw new RangeError(`Game ${gameId} is scored by ${kind ?? 'no rule'}, not ${result.kind}`);
  }
  // One points function per scoring kind; GAMES says which kind each game is.
  switch (result.kind) {
    case 'chess':
      return chessPoints(result.games);
    case 'trophies':
      return clashPoints(result.startTrophies, result.endTrophies);
    case 'matches':
      return ticTacToePoints(result);
    case 'runs':
      return result.bestRun;
  }
}
