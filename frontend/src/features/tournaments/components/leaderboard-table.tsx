import { useDeferredValue, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { CoinAmount } from '../../../components/coin-amount';
import { TABLE_PAGE_SIZES, TablePager } from '../../../components/table-pager';
import { EmptyState, ErrorState } from '../../../components/state-views';
import { useAuth } from '../../../lib/auth-store';
import { useGame } from '../../games';
import { statusDisplay } from '../tournament-format';
import {
  isRanked,
  LeaderboardUpdates,
  useLeaderboard,
  type LeaderboardRequest,
  type LeaderboardRow,
} from '../api/get-leaderboard';
import '../../../components/form-field.css';
import './leaderboard-table.css';

/** What a cell needs beyond its row. */
interface CellContext {
  isOwn: boolean;
  tiebreak: boolean;
  /** What an unranked row shows in place of its reward ('Not played yet' / 'Did not play'). */
  notPlayed: string;
}

interface Column {
  header: string;
  numeric?: boolean;
  cell: (row: LeaderboardRow, context: CellContext) => ReactNode;
}

/** How unranked rows are labelled: while live or upcoming they may still play. */
export function notPlayedWording(status: string | undefined): { label: string; note: string } {
  if (status && statusDisplay(status).tone === 'completed') {
    return {
      label: 'Did not play',
      note: 'Registered players who did not play (no counted result) are listed last, with no rank and no reward.',
    };
  }
  return {
    label: 'Not played yet',
    note: 'Only players with at least one counted result are ranked and paid. Registered players who have not played yet are listed last, with no rank and no reward.',
  };
}

/** m:ss of a total match time. */
function matchTime(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * Rows whose place among players on the same points was decided by the tiebreakers (the game
 * has some, and a neighbour has its points but another rank).
 */
export function decidedByTiebreak(rows: readonly LeaderboardRow[]): Set<number> {
  const decided = new Set<number>();
  rows.forEach((row, i) => {
    if (row.wins === undefined || !isRanked(row)) return;
    for (const other of [rows[i - 1], rows[i + 1]]) {
      if (other && isRanked(other) && other.points === row.points && other.rank !== row.rank) {
        decided.add(i);
      }
    }
  });
  return decided;
}

const trophy = (value: number | null | undefined) =>
  value === null || value === undefined ? '--' : value;

const rankColumn: Column = {
  header: 'Rank',
  cell: (row) =>
    isRanked(row) ? (
      <span className={`leaderboard__rank leaderboard__rank--${row.rank <= 3 ? row.rank : 'n'}`}>
        {row.rank}
      </span>
    ) : (
      <span className="leaderboard__rank leaderboard__rank--none">
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">Not ranked</span>
      </span>
    ),
};
const playerColumn: Column = {
  header: 'Player',
  cell: (row, { isOwn, tiebreak }) => (
    <span className="leaderboard__player">
      {/* SPEC §2: a guest (no name) shows as -- */}
      {row.player_name?.trim() ? row.player_name : '--'}
      {isOwn ? <span className="leaderboard__you">You</span> : null}
      {tiebreak ? (
        <span className="leaderboard__tiebreak">
          W/L {row.wins ?? 0}–{row.losses ?? 0} · {matchTime(row.completion_seconds ?? 0)}
        </span>
      ) : null}
    </span>
  ),
};
const pointsColumn: Column = {
  header: 'Points',
  numeric: true,
  cell: (row) => Number(row.points) || 0,
};
const rewardColumn: Column = {
  header: 'Reward',
  numeric: true,
  cell: (row, { notPlayed }) =>
    isRanked(row) ? (
      <CoinAmount value={Number(row.reward) || 0} size="sm" />
    ) : (
      <span className="leaderboard__not-played">{notPlayed}</span>
    ),
};

/**
 * Which players moved since the last rows shown, and which way: the rows a push reorders get a
 * short highlight (none under reduced motion, see the CSS).
 */
function useRankMoves(rows: readonly LeaderboardRow[]): Map<string, 'up' | 'down'> {
  const previous = useRef<Map<string, number> | null>(null);
  const [moves, setMoves] = useState<Map<string, 'up' | 'down'>>(new Map());
  useLayoutEffect(() => {
    const before = previous.current;
    // Unranked rows sit below every ranked one: a first counted result is a move up.
    const now = new Map(rows.map((r) => [r.user_id, isRanked(r) ? r.rank : Infinity]));
    previous.current = now;
    if (!before) return;
    const moved = new Map<string, 'up' | 'down'>();
    for (const [id, rank] of now) {
      const was = before.get(id);
      if (was !== undefined && was !== rank) moved.set(id, rank < was ? 'up' : 'down');
    }
    if (!moved.size) return;
    setMoves(moved);
    const timer = setTimeout(() => setMoves(new Map()), 1600);
    return () => clearTimeout(timer);
  }, [rows]);
  return moves;
}

/** SPEC §2: the trophy games (the server says which) also show the start and end trophies. */
export function leaderboardColumns(showsTrophies: boolean): Column[] {
  if (showsTrophies) {
    return [
      rankColumn,
      playerColumn,
      { header: 'Initial Trophy', numeric: true, cell: (row) => trophy(row.start_trophy) },
      { header: 'Final Trophy', numeric: true, cell: (row) => trophy(row.end_trophy) },
      pointsColumn,
      rewardColumn,
    ];
  }
  return [rankColumn, playerColumn, pointsColumn, rewardColumn];
}

const NO_ROWS: LeaderboardRow[] = [];

interface LeaderboardTableProps {
  gameId: number;
  eventId: number;
  /** The tournament's status: how rows without a counted result are labelled. */
  status?: string;
}

/** The board's loading state: its list of tournaments, then its rows. */
export function LeaderboardSkeleton() {
  return (
    <div
      className="leaderboard__skeleton"
      role="status"
      aria-busy="true"
      aria-label="Loading leaderboard"
    >
      {Array.from({ length: 6 }, (_, index) => (
        <span key={index} className="skeleton leaderboard__skeleton-row" />
      ))}
    </div>
  );
}

/**
 * One tournament's standings, server-paged (10/20/30/50). Rows are shown in the order the server
 * ranks them; the caller's row is highlighted, or pinned below the table when on another page.
 */
export function LeaderboardTable({ gameId, eventId, status }: LeaderboardTableProps) {
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(TABLE_PAGE_SIZES[0]);
  const request = { gameId, eventId, page, limit };
  // Siblings: the live channel's comings and goings re-render the updates, not the rows.
  return (
    <>
      <LeaderboardUpdates {...request} />
      <LeaderboardBoard
        request={request}
        notPlayed={notPlayedWording(status)}
        onPageChange={setPage}
        onLimitChange={setLimit}
      />
    </>
  );
}

interface LeaderboardBoardProps {
  request: LeaderboardRequest;
  notPlayed: { label: string; note: string };
  onPageChange: (page: number) => void;
  onLimitChange: (limit: number) => void;
}

function LeaderboardBoard({
  request,
  notPlayed,
  onPageChange,
  onLimitChange,
}: LeaderboardBoardProps) {
  const { gameId, page, limit } = request;
  const query = useLeaderboard(request);
  // The rows render in a deferred pass that yields to the browser: on a phone, rendering the
  // answer at once was one of the first screen's long tasks.
  const data = useDeferredValue(query.data);
  const game = useGame(gameId);
  const { user } = useAuth();
  const moves = useRankMoves(data?.rows ?? NO_ROWS);

  if (query.isError || game.isError) {
    const retry = () => {
      if (query.isError) void query.refetch();
      if (game.isError) void game.refetch();
    };
    return (
      <ErrorState
        message="We could not load the leaderboard."
        onRetry={retry}
        retrying={query.isFetching || game.isFetching}
      />
    );
  }
  if (!data || game.isPending) {
    return <LeaderboardSkeleton />;
  }
  const columns = leaderboardColumns(game.data?.shows_trophies ?? false);

  const { rows, totalCount, own, podium, around, projected } = data;
  if (rows.length === 0 && page === 1) {
    return <EmptyState message="No players on this leaderboard yet." />;
  }
  const ownId = own?.user_id ?? user?.user_id ?? null;
  const isOwn = (row: LeaderboardRow) => Boolean(ownId && row.user_id === ownId);
  // Off the page: the caller's neighbours (or at least their own row), and the top 3.
  const pinned = own && !rows.some(isOwn) ? (around.length ? around : [own]) : [];
  const showPodium = page > 1 && podium.length > 0;
  // An unranked row's tie_size counts the players listed with it: no tie to explain.
  const tied = rows.some((row) => isRanked(row) && row.tie_size > 1);
  const anyUnranked = [...rows, ...pinned].some((row) => !isRanked(row));
  const totalPages = Math.max(1, Math.ceil(totalCount / limit));

  const tiebroken = decidedByTiebreak(rows);
  const tiebreakers = game.data?.tiebreakers ?? [];
  const renderRow = (row: LeaderboardRow, key: string | number, own: boolean, tiebreak = false) => (
    <tr
      key={key}
      className={[
        'leaderboard__row',
        own ? 'leaderboard__row--own' : '',
        isRanked(row) ? '' : 'leaderboard__row--unranked',
        moves.has(row.user_id) ? `leaderboard__row--moved-${moves.get(row.user_id)}` : '',
      ]
        .filter(Boolean)
        .join(' ')}
      aria-current={own ? 'true' : undefined}
    >
      {columns.map((column) => (
        <td
          key={column.header}
          className={column.numeric ? 'is-numeric tabular' : 'tabular'}
          data-label={column.header}
        >
          {column.cell(row, { isOwn: own, tiebreak, notPlayed: notPlayed.label })}
        </td>
      ))}
    </tr>
  );

  return (
    <div className="leaderboard">
      {projected ? (
        <p className="leaderboard__projected-note">
          <span className="leaderboard__projected-tag">Projected</span> Live: each reward is what
          that rank would win if the tournament ended now. Tied players share the prizes of the
          places they fill.
        </p>
      ) : null}
      <div className="leaderboard__scroll">
        {/* Busy while another page loads (the last one shown meanwhile); a background check of
            this one (a poll, the re-read after connecting) changes nothing on screen. */}
        <table className="leaderboard__table" aria-busy={query.isPlaceholderData}>
          <caption className="visually-hidden">Leaderboard</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.header} scope="col" className={column.numeric ? 'is-numeric' : ''}>
                  {column === rewardColumn && projected ? (
                    <>
                      {column.header}
                      <span className="visually-hidden"> (projected)</span>
                      <span className="leaderboard__projected-mark" aria-hidden="true">
                        *
                      </span>
                    </>
                  ) : (
                    column.header
                  )}
                </th>
              ))}
            </tr>
          </thead>
          {showPodium ? (
            <tbody className="leaderboard__podium">
              <tr>
                <th scope="rowgroup" colSpan={columns.length} className="leaderboard__pinned-label">
                  Top 3
                </th>
              </tr>
              {podium.map((row) => renderRow(row, `top-${row.user_id}`, isOwn(row)))}
            </tbody>
          ) : null}
          <tbody>
            {showPodium ? (
              <tr>
                <th scope="rowgroup" colSpan={columns.length} className="leaderboard__pinned-label">
                  Page {page}
                </th>
              </tr>
            ) : null}
            {rows.map((row, index) =>
              renderRow(row, row.user_id, isOwn(row), tiebroken.has(index)),
            )}
          </tbody>
          {pinned.length ? (
            <tfoot className="leaderboard__pinned">
              <tr>
                <th scope="rowgroup" colSpan={columns.length} className="leaderboard__pinned-label">
                  Your position
                </th>
              </tr>
              {pinned.map((row) => renderRow(row, `around-${row.user_id}`, isOwn(row)))}
            </tfoot>
          ) : null}
        </table>
      </div>
      {tiebroken.size > 0 && tiebreakers.length > 0 ? (
        <p className="leaderboard__tiebreak-note">
          Same points? The order is decided by: {tiebreakers.join(', then ')} (W/L: wins–losses,
          then total match time).
        </p>
      ) : null}
      {anyUnranked ? <p className="leaderboard__tiebreak-note">{notPlayed.note}</p> : null}
      {tied ? (
        <p className="leaderboard__tiebreak-note">
          Players sharing a rank are tied on points
          {tiebreakers.length
            ? ` and on every tiebreaker (${tiebreakers.map((t) => t.toLowerCase()).join(', ')})`
            : ''}
          : they share the prizes of the places they fill equally, and are listed in no particular
          order.
        </p>
      ) : null}
      <TablePager
        page={page}
        totalPages={totalPages}
        limit={limit}
        onPageChange={onPageChange}
        onLimitChange={onLimitChange}
        label="Leaderboard pages"
      />
    </div>
  );
}
