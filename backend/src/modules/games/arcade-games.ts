// The game's own simulation, the very file the browser plays: the server replays runs with it.
// It imports nothing and touches no DOM, so it compiles for Node as it is (backend/README.md,
// games).
import {
  replayRun,
  TICKS_PER_SECOND,
  type Replay,
} from '../../../../frontend/src/games/mr-racer/race';
import { type ArcadeGameId, GameId } from './game-id';

/**
 * A single-player game played in runs on our site: game_start hands out a seed, the game is a
 * deterministic simulation of that seed and the player's inputs, and game_end sends the input
 * log, which the server replays to the score it records.
 */
export interface ArcadeGame {
  id: ArcadeGameId;
  /** Its page is /games/<slug> (SPEC §1: /games/mr_racer). */
  slug: string;
  name: string;
  genre: string;
  /** The simulation's fixed step rate: a run of `ticks` lasts ticks / ticksPerSecond seconds. */
  ticksPerSecond: number;
  /** Plays a run again from its seed, length in ticks and input log. */
  replay(seed: number, ticks: number, inputs: readonly number[]): Replay;
}

export const ARCADE_GAMES: Readonly<Record<ArcadeGameId, ArcadeGame>> = {
  [GameId.MrRacer]: {
    id: GameId.MrRacer,
    slug: 'mr_racer',
    name: 'MR RACER',
    genre: 'Racing',
    ticksPerSecond: TICKS_PER_SECOND,
    replay: replayRun,
  },
};

export const ARCADE_GAME_LIST: readonly ArcadeGame[] = Object.values(ARCADE_GAMES);

export function isArcadeGame(id: number): id is ArcadeGameId {
  return Object.prototype.hasOwnProperty.call(ARCADE_GAMES, id);
}

/**
 * How much longer than the server's clock a run may play: the game starts after game_start's
 * answer and ends before game_end leaves, and its clock only falls behind the real one, so this
 * covers rounding and timer granularity only.
 */
export const RUN_TIME_ALLOWANCE_MS = 1000;

/** Milliseconds of play in a run of `ticks`. */
export function playMs(game: ArcadeGame, ticks: number): number {
  return Math.round((ticks * 1000) / game.ticksPerSecond);
}

/** Milliseconds as seconds to one decimal, as answers and messages show a run's time. */
export function inSeconds(ms: number): number {
  return Math.round(ms / 100) / 10;
}
