import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageShell } from '../../../components/page-shell';
import { EmptyState, ErrorState } from '../../../components/state-views';
import { gameById } from '../../games/game-catalog';
import { statusDisplay } from '../../tournaments/tournament-format';
import { useLeaderboardList } from '../api/get-leaderboard-list';
import { LeaderboardTable } from './leaderboard-table';
import '../../../components/form-field.css';
import './leaderboard-page.css';

/** SPEC §2: chess=1, clan game=2, card-battle game=3, tic-tac-toe=4. */
export const LEADERBOARD_GAME_IDS = [1, 2, 3, 4] as const;
export const NO_TOURNAMENTS = 'No Tournaments Available';

function readGame(value: string | null): number {
  const id = Number(value);
  return (LEADERBOARD_GAME_IDS as readonly number[]).includes(id) ? id : LEADERBOARD_GAME_IDS[0];
}

export default function LeaderboardPage() {
  // The chosen game and tournament live in the URL (?game=1&event=12) so the view can be shared.
  const [params, setParams] = useSearchParams();
  const gameId = readGame(params.get('game'));
  const list = useLeaderboardList(gameId);
  const gameSelectId = useId();
  const eventSelectId = useId();

  const events = list.data?.events ?? [];
  const requested = Number(params.get('event'));
  const eventId = events.some((event) => event.event_id === requested)
    ? requested
    : (list.data?.currentEvent ?? events[0]?.event_id ?? null);

  const selectGame = (id: number) => setParams({ game: String(id) }, { replace: true });
  const selectEvent = (id: number) =>
    setParams({ game: String(gameId), event: String(id) }, { replace: true });

  return (
    <PageShell
      title="Leaderboard"
      lead="Pick a game and a tournament to see every player's rank, points and coin reward. Your own row is highlighted."
    >
      <div className="leaderboard-page__filters card">
        <div className="field">
          <label className="field__label" htmlFor={gameSelectId}>
            Game
          </label>
          <select
            id={gameSelectId}
            className="field__input"
            value={gameId}
            onChange={(event) => selectGame(Number(event.target.value))}
          >
            {LEADERBOARD_GAME_IDS.map((id) => (
              <option key={id} value={id}>
                {gameById(id).name}
              </option>
            ))}
          </select>
        </div>
        {/* SPEC §2: the dropdown is hidden when the tournament list cannot be loaded. */}
        {list.isError ? null : (
          <div className="field">
            <label className="field__label" htmlFor={eventSelectId}>
              Tournament
            </label>
            <select
              id={eventSelectId}
              className="field__input"
              value={eventId ?? ''}
              disabled={list.isPending || events.length === 0}
              onChange={(event) => selectEvent(Number(event.target.value))}
            >
              {list.isPending ? (
                <option value="">Loading tournaments…</option>
              ) : events.length === 0 ? (
                <option value="">{NO_TOURNAMENTS}</option>
              ) : (
                events.map((event) => (
                  <option key={event.event_id} value={event.event_id}>
                    {event.event_name}
                    {event.tour_status ? ` (${statusDisplay(event.tour_status).label})` : ''}
                  </option>
                ))
              )}
            </select>
          </div>
        )}
      </div>

      <section className="leaderboard-page__standings" aria-label="Standings">
        {list.isPending ? (
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
        ) : list.isError ? (
          <ErrorState
            message="We could not load the tournaments for this game."
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : eventId === null ? (
          <EmptyState message={NO_TOURNAMENTS} />
        ) : (
          <LeaderboardTable key={`${gameId}-${eventId}`} gameId={gameId} eventId={eventId} />
        )}
      </section>
    </PageShell>
  );
}
