import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiPost } from '../../../lib/api-client';
import type {
  RecentParticipantDto,
  TournamentDetailResponseDto,
  TournamentPoolDto,
} from '../../../lib/api-types';
import { useLiveEvent, useLiveWatch } from '../../../lib/live-socket';
import { statusDisplay } from '../tournament-format';
import type { Tournament } from './get-tournament-list';

/** A player shown under 'RECENT PARTICIPANTS' (SPEC §3 Tournament participant). */
export type TournamentParticipant = RecentParticipantDto;

/** The pool as the field that played so far earns it (issue 48: pools follow the field). */
export type TournamentPool = TournamentPoolDto;

export interface TournamentDetail {
  tournament: Tournament & { pool: TournamentPool };
  recentParticipants: TournamentParticipant[];
}

/** While live the page reads the tournament again this often: its pool follows the field. */
export const TOURNAMENT_LIVE_REFRESH_MS = 15_000;
/** A burst of standings pushes reads the tournament once, this long after the first. */
export const POOL_AFTER_PUSH_MS = 2_000;

export interface TournamentKey {
  gameId: number;
  eventId: number;
}

/** The API's text for an unknown tournament (HTTP 404); the page shows the same words. */
export const TOURNAMENT_NOT_AVAILABLE = 'Tournament info not Available!';

/** Resolves null when the API has no such tournament (an empty list). 404 rejects with ApiError. */
export async function getTournament(
  { gameId, eventId }: TournamentKey,
  signal?: AbortSignal,
): Promise<TournamentDetail | null> {
  const answer = await apiPost<TournamentDetailResponseDto>(
    'tournament',
    { event_id: eventId, game_id: gameId },
    { signal },
  );
  const tournament = Array.isArray(answer.data) ? answer.data[0] : undefined;
  if (!tournament) return null;
  return {
    tournament,
    recentParticipants: Array.isArray(answer.recent_participants) ? answer.recent_participants : [],
  };
}

export const tournamentQueryKey = ({ gameId, eventId }: TournamentKey) =>
  ['tournaments', 'detail', gameId, eventId] as const;

export function tournamentQueryOptions(key: TournamentKey) {
  return queryOptions({
    queryKey: tournamentQueryKey(key),
    queryFn: ({ signal }) => getTournament(key, signal),
    enabled: Number.isInteger(key.gameId) && Number.isInteger(key.eventId),
    refetchInterval: (query) => {
      const status = query.state.data?.tournament.tournament_status;
      return status && statusDisplay(status).tone === 'live' ? TOURNAMENT_LIVE_REFRESH_MS : false;
    },
  });
}

export function useTournament(key: TournamentKey) {
  return useQuery(tournamentQueryOptions(key));
}

/**
 * While mounted beside the tournament's live board: a standings push (a first counted result
 * grows the field) re-reads the tournament, so its pool follows within seconds, not at the next
 * interval.
 */
export function useTournamentFollowsStandings(key: TournamentKey): void {
  const client = useQueryClient();
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  useLiveEvent<{ event_id: number }>('standings', (push) => {
    if (push.event_id !== key.eventId || pending.current) return;
    pending.current = setTimeout(() => {
      pending.current = null;
      void client.invalidateQueries({ queryKey: tournamentQueryKey(key) });
    }, POOL_AFTER_PUSH_MS);
  });
  useEffect(
    () => () => {
      if (pending.current) clearTimeout(pending.current);
    },
    [],
  );
}

/** `entries`: a followed tournament's seats taken and latest registrants, after a registration. */
interface EntriesPush {
  event_id: number;
  registered_participants: number;
  max_participants: number;
  recent_participants: TournamentParticipant[];
}

/**
 * While mounted (and `following`): anyone's registration moves the page's participant count and
 * Recent participants at once, from the push itself (no re-read by every watcher).
 */
export function useTournamentFollowsEntries(key: TournamentKey, following: boolean): void {
  const client = useQueryClient();
  useLiveWatch(following ? { event_id: key.eventId } : null, 'entries');
  useLiveEvent<EntriesPush>('entries', (push) => {
    if (push.event_id !== key.eventId) return;
    client.setQueryData<TournamentDetail | null>(tournamentQueryKey(key), (detail) =>
      detail
        ? {
            tournament: {
              ...detail.tournament,
              registered_participants: push.registered_participants,
              max_participants: push.max_participants,
            },
            recentParticipants: Array.isArray(push.recent_participants)
              ? push.recent_participants
              : detail.recentParticipants,
          }
        : detail,
    );
  });
}
