import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageShell } from '../../../components/page-shell';
import { EmptyState, ErrorState } from '../../../components/state-views';
import { useGames, type Game } from '../../games';
import { LeaderboardSkeleton, LeaderboardTable, statusDisplay } from '../../tournaments';
import { useLeaderboardList } from '../api/get-leaderboard-list';
import '../../../components/form-field.css';
import './leaderboard-page.css';

export const NO_TOURNAMENTS = 'No Tournaments Available';

/**
 * The game the address names, if the server has it (SPEC §2's selector lists GET /api/games);
 * null for the catalogue's first game, where the selector opens when the address names none (or
 * one the server does not know). Until the games arrive the address is trusted, so its
 * tournaments load beside them.
 */
function namedGame(value: string | null, games: readonly Game[] | undefined): number | null {
  const id = Number(value);
  if (value === null || !Number.isInteger(id) || id <= 0) return null;
  return !games || games.some((game) => game.game_id === id) ? id : null;
}

export default function LeaderboardPage() {
  // The chosen game and tournament live in the URL (?game=1&event=12) so the view can be shared.
  const [params, setParams] = useSearchParams();
  const games = useGames();
  const named = namedGame(params.get('game'), games.data);
  // The list of the default game is asked for under its own key (see its query options).
  const list = useLeaderboardList(named);
  const gameId = named ?? games.data?.[0]?.game_id ?? null;
  const gameSelectId = useId();
  const eventSelectId = useId();

  const events = list.data?.events ?? [];
  const requested = Number(params.get('event'));
  const eventId = events.some((event) => event.event_id === requested)
    ? requested
    : (list.data?.currentEvent ?? events[0]?.event_id ?? null);

  const selectGame = (id: number) => setParams({ game: String(id) }, { replace: true });
  const selectEvent = (id: number) =>
    setParams({ game: String(gameId ?? ''), event: String(id) }, { replace: true });

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
            value={gameId ?? ''}
            disabled={!games.data}
            onChange={(event) => selectGame(Number(event.target.value))}
          >
            {games.data ? (
              games.data.map((game) => (
                <option key={game.game_id} value={game.game_id}>
                  {game.name}
                </option>
              ))
            ) : (
              <option value={gameId ?? ''}>
                {games.isError ? 'Games unavailable' : 'Loading games…'}
              </option>
            )}
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
          <LeaderboardSkeleton />
        ) : list.isError ? (
          <ErrorState
            message="We could not load the tournaments for this game."
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : eventId === null || gameId === null ? (
          <EmptyState message={NO_TOURNAMENTS} />
        ) : (
          <LeaderboardTable
            key={`${gameId}-${eventId}`}
            gameId={gameId}
            eventId={eventId}
            status={events.find((event) => event.event_id === eventId)?.tour_status}
          />
        )}
      </section>
    </PageShell>
  );
}
