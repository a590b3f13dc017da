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

interface GamesResponse extends ApiEnvelope {
  data?: Game[];
}

export async function getGames(signal?: AbortSignal): Promise<Game[]> {
  const answer = await apiGet<GamesResponse>('games', { signal });
  return Array.isArray(answer.data) ? answer.data : [];
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

export function useGames() {
  return useQuery(gamesQueryOptions());
}

/** One game from the same cached list; `data` is null when the server has no such game. */
export function useGame(gameId: number) {
  return useQuery({
    ...gamesQueryOptions(),
    select: (games: Game[]) => games.find((game) => game.game_id === gameId) ?? null,
  });
}
