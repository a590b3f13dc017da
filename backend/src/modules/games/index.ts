// The games module's front door: all that code outside games/ may import from it.
export {
  ChessAdapter,
  ClashAdapter,
  GAME_PROVIDER_ADAPTERS,
  type GameProviderAdapter,
  GameProviderError,
} from './adapters';
export {
  type ArcadeGameId,
  GAME_ID_MESSAGE,
  GAME_IDS,
  GameId,
  HANDLE_GAME_IDS,
  type HandleGameId,
  isHandleGame,
} from './game-id';
export { GAMES, type StandingCriterion } from './games';
export { GameSessionsService, type RunListener, type VerifiedRun } from './game-sessions.service';
export { GamesModule } from './games.module';
export { hostOf, normaliseBgmi, normaliseForGame } from './handle-rules';
export { chessRecord } from './scoring/chess-scoring';
export { pointsFor, type RawResult } from './scoring/points';
export { type TicTacToeResult, winLossRatio } from './scoring/tic-tac-toe-scoring';
// One copy of the tic-tac-toe rules for the server and the client, beside MR RACER's simulation.
export {
  type Board,
  EMPTY_BOARD,
  LINES,
  type Mark,
} from '../../../../frontend/src/games/tic-tac-toe/rules';
