import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, type ApiEnvelope } from '../../../lib/api-client';

/** Points per game result in one chess time control. */
export interface ChessMode {
  label: string;
  minutes: number;
  win: number;
  draw: number;
  loss: number;
}

/** Points per trophy in [from, to); `to` is null for the open-ended top band. */
export interface TrophyBand {
  from: number;
  to: number | null;
  points_per_trophy: number;
}

export type GameScoring =
  | { kind: 'chess'; modes: ChessMode[] }
  | { kind: 'trophies'; bands: TrophyBand[] }
  | { kind: 'matches'; points: { win: number; draw: number; loss: number } };

/** Where PLAY NOW sends a player of a game played on another site (SPEC §4). */
export interface PlayLinks {
  desktop: string;
  deep_link: string;
  app_store: string;
  play_store: string;
}

/** A tournament game as the server defines it: the client shows these facts, never its own copy. */
export interface Game {
  game_id: number;
  name: string;
  /** The site that knows the player's handle; null when played on GameHub. */
  host: string | null;
  /** SPEC §5: how the handle is written as the player types it; null when there is none. */
  handle_case: 'lower' | 'upper' | null;
  /** Played on the tournament page itself: PLAY NOW opens the board here. */
  played_on_site: boolean;
  /** Leaderboards add the start and end trophy columns (SPEC §2). */
  shows_trophies: boolean;
  scoring: GameScoring;
  /** What separates players level on points, in order; empty when they share the rank. */
  tiebreakers: string[];
  play_links: PlayLinks | null;
}

/** A single-player game played in runs on GameHub (game_start … game_end): MR RACER. */
export interface ArcadeGame {
  game_id: number;
  /** Its page is /games/<slug>. */
  slug: string;
  name: string;
  genre: string;
  /** The server refuses a score above this many points per second of a run. */
  max_points_per_second: number;
}

/** Everything GET /api/games answers. */
export interface GameCatalog {
  games: Game[];
  arcade: ArcadeGame[];
}

interface GamesResponse extends ApiEnvelope {
  data?: Game[];
  arcade_games?: ArcadeGame[];
}

export async function getGames(signal?: AbortSignal): Promise<GameCatalog> {
  const answer = await apiGet<GamesResponse>('games', { signal });
  return {
    games: Array.isArray(answer.data) ? answer.data : [],
    arcade: Array.isArray(answer.arcade_games) ? answer.arcade_games : [],
  };
}

export const gamesQueryKey = ['games'] as const;

export function gamesQueryOptions() {
  return queryOptions({
    queryKey: gamesQueryKey,
    queryFn: ({ signal }) => getGames(signal),
    // The facts change only with a deploy (the server lets caches keep them five minutes).
    staleTime: 60 * 60_000,
  });
}

/** The tournament games. */
export function useGames() {
  return useQuery({ ...gamesQueryOptions(), select: (catalog: GameCatalog) => catalog.games });
}

/** One game from the same cached list; `data` is null when the server has no such game. */
export function useGame(gameId: number) {
  return useQuery({
    ...gamesQueryOptions(),
    select: (catalog: GameCatalog) => catalog.games.find((game) => game.game_id === gameId) ?? null,
  });
}

/** The games on /games. */
export function useArcadeGames() {
  return useQuery({ ...gamesQueryOptions(), select: (catalog: GameCatalog) => catalog.arcade });
}

/** The arcade game a /games/:id address names, by slug (mr_racer) or game_id (5); else null. */
export function useArcadeGame(idOrSlug: string) {
  return useQuery({
    ...gamesQueryOptions(),
    select: (catalog: GameCatalog) =>
      catalog.arcade.find((game) => game.slug === idOrSlug || String(game.game_id) === idOrSlug) ??
      null,
  });
}
