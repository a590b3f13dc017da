import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type {
  ArcadeGameViewDto,
  ChessModeDto,
  GameListResponseDto,
  GameViewDto,
  PlayLinksDto,
  TrophyBandDto,
} from '../../../lib/api-types';
import { SERVER_FACTS_STALE_MS } from '../../../lib/query-client';

/** A tournament game as the server defines it: the client shows these facts, never its own copy. */
export type Game = GameViewDto;
/** How the game's results become points: the rules and scoring tabs print these tables. */
export type GameScoring = Game['scoring'];
/** Points per game result in one chess time control. */
export type ChessMode = ChessModeDto;
/** Points per trophy in [from, to); `to` is null for the open-ended top band. */
export type TrophyBand = TrophyBandDto;
/** Where PLAY NOW sends a player of a game played on another site (SPEC §4). */
export type PlayLinks = PlayLinksDto;
/** A single-player game played in runs on GameHub (game_start … game_end): MR RACER. */
export type ArcadeGame = ArcadeGameViewDto;

/** Everything GET /api/games answers. */
export interface GameCatalog {
  games: Game[];
  arcade: ArcadeGame[];
}

export async function getGames(signal?: AbortSignal): Promise<GameCatalog> {
  const answer = await apiGet<GameListResponseDto>('games', { signal });
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
    staleTime: SERVER_FACTS_STALE_MS,
  });
}

/** Tournament games and arcade games, as the home page's games carousel lists them. */
export function useGameCatalog() {
  return useQuery(gamesQueryOptions());
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
