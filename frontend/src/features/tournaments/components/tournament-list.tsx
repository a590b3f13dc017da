import { useCallback, useDeferredValue } from 'react';
import { EmptyState, ErrorState } from '../../../components/state-views';
import { type Tournament, useTournamentList } from '../api/get-tournament-list';
import { statusDisplay, type StatusTone } from '../tournament-format';
import { TournamentCard, TournamentCardSkeleton } from './tournament-card';
import './tournament-list.css';

const SKELETON_COUNT = 3;

interface SkeletonProps {
  /** How many cards to hold a place for (the list's length, when known). */
  count?: number;
  /** Waiting for the viewport rather than loading: no shine. */
  still?: boolean;
}

function SkeletonGrid({ count = SKELETON_COUNT, still = false }: SkeletonProps) {
  return (
    <div className="tournament-list__grid">
      {Array.from({ length: count }, (_, index) => (
        <TournamentCardSkeleton key={index} still={still} />
      ))}
      <span className="visually-hidden" role="status">
        Loading tournaments…
      </span>
    </div>
  );
}

/**
 * The list's loading state, for a page that must learn more before it can ask for the list, or
 * the place of one whose cards wait to come near the viewport.
 */
export function TournamentListSkeleton(props: SkeletonProps) {
  return (
    <div data-testid="tournament-list" aria-busy className="tournament-list">
      <SkeletonGrid {...props} />
    </div>
  );
}

interface TournamentListProps {
  /** Only this game's tournaments. */
  gameId?: number;
  /** Only tournaments in these states (all when absent). */
  tones?: readonly StatusTone[] | null;
}

/** The tournaments of `tones`, or all of them. */
export function tournamentsIn(
  list: Tournament[] | undefined,
  tones?: readonly StatusTone[] | null,
): Tournament[] | undefined {
  if (!list || !tones) return list;
  return list.filter((t) => tones.includes(statusDisplay(t.tournament_status).tone));
}

/** Every game's tournaments, or only those of `gameId`; all states, or those of `tones`. */
export function TournamentList({ gameId, tones }: TournamentListProps) {
  const query = useTournamentList(gameId);
  const { isError, error, refetch, isFetching, dataUpdatedAt } = query;
  // The cards render in a deferred pass, which yields to the browser between them (the query's
  // own update is synchronous: one long task for a whole list).
  const data = tournamentsIn(useDeferredValue(query.data), tones);
  const isPending = data === undefined && !isError;
  // A countdown reaching zero means the status changed server-side: reload the list (SPEC §4).
  const reload = useCallback(() => {
    void refetch();
  }, [refetch]);

  return (
    <div data-testid="tournament-list" aria-busy={isPending} className="tournament-list">
      {isPending ? (
        <SkeletonGrid />
      ) : isError ? (
        <ErrorState
          message={error instanceof Error ? error.message : undefined}
          onRetry={reload}
          retrying={isFetching}
        />
      ) : !data || data.length === 0 ? (
        <EmptyState message="No Tournaments Available!" />
      ) : (
        <div className="tournament-list__grid">
          {data.map((tournament) => (
            <TournamentCard
              key={`${tournament.game_id}-${tournament.event_id}`}
              tournament={tournament}
              receivedAt={dataUpdatedAt}
              onCountdownEnd={reload}
            />
          ))}
        </div>
      )}
    </div>
  );
}
