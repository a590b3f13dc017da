// The games catalogue's front door: every game fact comes from GET /api/games; only the pictures
// are the client's own, keyed by the catalogue's game id.
export {
  type ArcadeGame,
  type ChessMode,
  type Game,
  type GameCatalog,
  type GameScoring,
  type PlayLinks,
  type TrophyBand,
  gamesQueryOptions,
  useArcadeGame,
  useArcadeGames,
  useGame,
  useGameCatalog,
  useGames,
} from './api/get-games';
export { gameArt } from './game-art';
