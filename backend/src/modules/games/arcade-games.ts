import { ArcadeGameId } from './game-id';

/** A single-player game played in runs on our site: game_start, play, game_end with a score. */
export interface ArcadeGame {
  id: ArcadeGameId;
  /** Its page is /games/<slug> (SPEC §1: /games/mr_racer). */
  slug: string;
  name: string;
  genre: string;
  /**
   * The plausibility rule: the most points a run can earn per second between game_start and
   * game_end. game_end refuses a higher score as one the game cannot produce.
   */
  maxPointsPerSecond: number;
}

export const ARCADE_GAMES: Readonly<Record<ArcadeGameId, ArcadeGame>> = {
  [ArcadeGameId.MrRacer]: {
    id: ArcadeGameId.MrRacer,
    slug: 'mr_racer',
    name: 'MR RACER',
    genre: 'Racing',
    // One point per metre driven and a top speed of 55 m/s (the game's race rules), with room
    // for a frame's worth of timing.
    maxPointsPerSecond: 60,
  },
};

export const ARCADE_GAME_LIST: readonly ArcadeGame[] = Object.values(ARCADE_GAMES);

export function isArcadeGame(id: number): id is ArcadeGameId {
  return Object.prototype.hasOwnProperty.call(ARCADE_GAMES, id);
}

/** The best score a run lasting `elapsedMs` (server time) can honestly reach. */
export function maxPlausibleScore(game: ArcadeGame, elapsedMs: number): number {
  return Math.floor((game.maxPointsPerSecond * Math.max(0, elapsedMs)) / 1000);
}
