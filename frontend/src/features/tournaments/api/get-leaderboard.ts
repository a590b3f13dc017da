import {
  keepPreviousData,
  queryOptions,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiPost, NOT_MODIFIED } from '../../../lib/api-client';
import type { LeaderboardResponseDto, TournamentStandingDto } from '../../../lib/api-types';
import { useLiveConnected, useLiveEvent, useLiveWatch } from '../../../lib/live-socket';

/** SPEC §3 Leaderboard row; trophies only for games 2 and 3, tiebreakers only for game 4. */
export type LeaderboardRow = TournamentStandingDto;

/**
 * Ranked for prizes. A registrant with no counted result in the tournament's window has no rank
 * and no reward (issue 48) and is listed after every ranked player.
 */
export function isRanked(row: LeaderboardRow): row is LeaderboardRow & { rank: number } {
  return row.eligible !== false && row.rank !== null;
}

export interface LeaderboardRequest {
  gameId: number;
  eventId: number;
  page: number;
  limit: number;
}

export interface LeaderboardPage {
  rows: LeaderboardRow[];
  totalCount: number;
  /** The signed-in caller's row wherever it is; null for visitors and non-participants. */
  own: LeaderboardRow | null;
  /** The top 3 and the caller's neighbours (with the caller), when the caller has a row. */
  podium: LeaderboardRow[];
  around: LeaderboardRow[];
  /** Live and unsettled: rewards are what each rank would win if it ended now. */
  projected: boolean;
  /** The standings version (`<built at>:<changes>`); null when the server had none. */
  version: string | null;
  /** The answer's ETag, sent back when polling. */
  etag: string | null;
}

/** While the live channel is down, a live leaderboard is polled this often (304 if unchanged). */
export const LEADERBOARD_POLL_MS = 10_000;
/** A player's own move re-reads their neighbours at most this often. */
const AROUND_REFRESH_MS = 2_000;

/** Whether version `a` is newer than `b` (both `<built at>:<changes>`). */
export function isNewerVersion(a: string | null, b: string | null): boolean {
  if (!a) return false;
  if (!b) return true;
  const [aBuilt, aChanges] = a.split(':').map(Number);
  const [bBuilt, bChanges] = b.split(':').map(Number);
  return aBuilt > bBuilt || (aBuilt === bBuilt && aChanges > bChanges);
}

/** Rows come in rank order (ties share a rank): the client never re-orders them. */
export async function getLeaderboard(
  { gameId, eventId, page, limit }: LeaderboardRequest,
  held?: LeaderboardPage,
  signal?: AbortSignal,
): Promise<LeaderboardPage> {
  let etag: string | null = null;
  const answer = await apiPost<LeaderboardResponseDto>(
    'leaderboard',
    { inputObj: { event_id: eventId, game_id: gameId }, page, limit },
    {
      signal,
      conditional: { etag: held?.etag ?? null, seen: (tag) => (etag = tag) },
    },
  );
  if ((answer as unknown) === NOT_MODIFIED && held) return held;
  const rows = Array.isArray(answer.data) ? answer.data : [];
  return {
    rows,
    totalCount: Number(answer.total_count) || rows.length,
    own: answer.own ?? null,
    podium: answer.podium ?? [],
    around: answer.around ?? [],
    projected: Boolean(answer.projected),
    version: answer.version ?? null,
    etag,
  };
}

function leaderboardKey(request: LeaderboardRequest): QueryKey {
  return [
    'leaderboard',
    'rows',
    request.gameId,
    request.eventId,
    request.page,
    request.limit,
  ] as const;
}

export function leaderboardQueryOptions(request: LeaderboardRequest, poll = false) {
  return queryOptions({
    queryKey: leaderboardKey(request),
    queryFn: ({ signal, client, queryKey }) =>
      getLeaderboard(request, client.getQueryData<LeaderboardPage>(queryKey), signal),
    placeholderData: keepPreviousData,
    // Only a live board moves; without the socket it is polled (cheap: 304 while unchanged).
    refetchInterval: (query) =>
      poll && (query.state.data as LeaderboardPage | undefined)?.projected
        ? LEADERBOARD_POLL_MS
        : false,
  });
}

interface StandingsPush {
  event_id: number;
  page: number;
  limit: number;
  version: string;
  data: LeaderboardRow[];
  total_count: number;
  projected: boolean;
}

/** The caller's neighbours, read off the page when the caller is on it. */
function aroundFrom(rows: LeaderboardRow[], own: LeaderboardRow | null): LeaderboardRow[] | null {
  if (!own) return null;
  const at = rows.findIndex((r) => r.user_id === own.user_id);
  if (at < 0) return null;
  return rows.slice(Math.max(0, at - 2), at + 3);
}

/** A leaderboard page as last read or pushed (see LeaderboardUpdates for what moves it). */
export function useLeaderboard(request: LeaderboardRequest) {
  return useQuery(leaderboardQueryOptions(request));
}

/**
 * Keeps the page `request` names moving while mounted: the server pushes the page (and the
 * caller's own row) over the live channel as standings change; pushes older than what is shown
 * are dropped, so rows never go back in time. Without the channel, a live board is polled. A
 * component of its own that renders nothing: the socket's arrival, its connection and the
 * re-read after it re-render this, not the rows.
 */
export function LeaderboardUpdates(request: LeaderboardRequest): null {
  const client = useQueryClient();
  const connected = useLiveConnected();
  // An observer of the page that re-renders nothing: it only polls while the channel is down.
  useQuery({ ...leaderboardQueryOptions(request, !connected), notifyOnChangeProps: [] });
  const key = leaderboardKey(request);
  const lastAroundRead = useRef(0);
  const { eventId, page, limit } = request;

  useLiveWatch({ event_id: eventId, page, limit });

  useLiveEvent<StandingsPush>('standings', (push) => {
    if (push.event_id !== eventId || push.page !== page || push.limit !== limit) return;
    client.setQueryData<LeaderboardPage>(key, (held) => {
      if (!held || !isNewerVersion(push.version, held.version)) return held;
      return {
        ...held,
        rows: push.data,
        totalCount: push.total_count,
        projected: push.projected,
        version: push.version,
        podium: page === 1 && held.own ? push.data.filter(isRanked).slice(0, 3) : held.podium,
        around: aroundFrom(push.data, held.own) ?? held.around,
        // The next poll must not be answered 304 for rows it never fetched.
        etag: null,
      };
    });
  });

  useLiveEvent<{ event_id: number; own: LeaderboardRow }>('standings_own', (push) => {
    if (push.event_id !== eventId) return;
    const held = client.getQueryData<LeaderboardPage>(key);
    if (!held) return;
    client.setQueryData<LeaderboardPage>(key, { ...held, own: push.own, etag: null });
    // Off the page, the neighbours come from the server (a few at most every 2 s).
    const movedAway = held.own?.rank !== push.own.rank;
    const offPage = !held.rows.some((r) => r.user_id === push.own.user_id);
    if (movedAway && offPage && Date.now() - lastAroundRead.current > AROUND_REFRESH_MS) {
      lastAroundRead.current = Date.now();
      void client.invalidateQueries({ queryKey: key });
    }
  });

  // Back on the channel after a gap: what was missed meanwhile is read once.
  const wasConnected = useRef(connected);
  useEffect(() => {
    if (connected && !wasConnected.current) void client.invalidateQueries({ queryKey: key });
    wasConnected.current = connected;
    // The key is derived from the request's fields.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [connected, client, request.gameId, eventId, page, limit]);

  return null;
}
