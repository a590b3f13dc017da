// Stored in tournaments.game_id and sent by clients (SPEC §3 game ids): never renumber.
export enum GameId {
  Chess = 1,
  ClashOfClans = 2,
  ClashRoyale = 3,
  TicTacToe = 4,
}

/**
 * Single-player games played in runs on our site (game_start … game_end), never in tournaments.
 * Their ids continue GameId's numbering, so a game_id names one game everywhere, but live in
 * their own enum so no tournament code can be handed one. Stored in game_sessions: never renumber.
 */
export enum ArcadeGameId {
  MrRacer = 5,
}

/** The games played on another site, whose players we know by a handle there. */
export type HandleGameId = GameId.Chess | GameId.ClashOfClans | GameId.ClashRoyale;

export const HANDLE_GAME_IDS: readonly HandleGameId[] = [
  GameId.Chess,
  GameId.ClashOfClans,
  GameId.ClashRoyale,
];

export function isHandleGame(id: GameId): id is HandleGameId {
  return (HANDLE_GAME_IDS as readonly GameId[]).includes(id);
}
