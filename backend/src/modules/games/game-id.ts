// Stored in tournaments.game_id, game_sessions.game_id and sent by clients (SPEC §3 game ids,
// 5 MR RACER after them): never renumber.
export enum GameId {
  Chess = 1,
  ClashOfClans = 2,
  ClashRoyale = 3,
  TicTacToe = 4,
  MrRacer = 5,
}

/** Every game id a tournament (and a client's game_id) may name. */
export const GAME_IDS: readonly GameId[] = Object.values(GameId).filter(
  (v): v is GameId => typeof v === 'number',
);
/** The DTOs' refusal of another game_id. */
export const GAME_ID_MESSAGE = `game_id must be ${GAME_IDS.slice(0, -1).join(', ')} or ${GAME_IDS.at(-1)}`;

/**
 * The games played in runs on our site (game_start … game_end): single-player, each run verified
 * by replay. Their tournaments rank the best run inside the window.
 */
export type ArcadeGameId = GameId.MrRacer;

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
