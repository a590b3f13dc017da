import { Link, useSearchParams } from 'react-router-dom';
import { PageShell } from '../../../components/page-shell';
import { useGame, useGames } from '../../games';
import { LIST_FILTERS, listFilterNamed, type ListFilter } from '../tournament-format';
import { TournamentList, TournamentListSkeleton } from './tournament-list';
import '../../../components/form-field.css';
import './tournaments-page.css';

/**
 * Every tournament, or one game's (`?game=<game_id>`, as the home page's game cards link), in one
 * state (`?status=live|upcoming|finished`): both in the address, so a reload or a shared link
 * keeps them.
 */
export default function TournamentsPage() {
  const [params] = useSearchParams();
  const filter = listFilterNamed(params.get('status'));
  const gameId = Number(params.get('game'));
  const game = useGame(gameId);
  const chosen = Number.isInteger(gameId) && gameId > 0;
  // A game the server does not know (or games that cannot be loaded) lists every tournament.
  const known = chosen && game.data !== null && !game.isError;
  if (known && game.data === undefined) {
    return (
      <PageShell title={null} lead={<span className="skeleton page-shell__lead-skeleton" />}>
        <TournamentListSkeleton />
      </PageShell>
    );
  }
  const name = known ? game.data?.name : undefined;
  return (
    <PageShell
      title={name ? `${name} tournaments` : 'Tournaments'}
      lead={
        name
          ? `Live, upcoming and finished ${name} tournaments. Join one to compete for its coin prize pool.`
          : 'Live, upcoming and finished tournaments across every GameHub game. Join one to compete for its coin prize pool.'
      }
    >
      <TournamentFilters status={filter} gameId={known ? gameId : null} />
      <TournamentList
        key={`${known ? gameId : 'all'}-${filter.id}`}
        gameId={known ? gameId : undefined}
        tones={filter.tones}
      />
    </PageShell>
  );
}

/** The state tabs and the game picker; each choice is a new address (reload and share keep it). */
function TournamentFilters({ status, gameId }: { status: ListFilter; gameId: number | null }) {
  const [params, setParams] = useSearchParams();
  const games = useGames();
  /** The address's parameters with `key` set, or removed for null. */
  const withParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(key);
    else next.set(key, value);
    return next;
  };
  return (
    <div className="tournament-filters">
      <nav className="tournament-filters__tabs" aria-label="Tournament status" data-tab-strip>
        {LIST_FILTERS.map((filter) => (
          <Link
            key={filter.id}
            className="tournament-filters__tab"
            to={{ search: `${withParam('status', filter.id === 'all' ? null : filter.id)}` }}
            aria-current={filter === status ? 'page' : undefined}
          >
            {filter.label}
          </Link>
        ))}
      </nav>
      <div className="field tournament-filters__game">
        <label className="field__label" htmlFor="tournament-game">
          Game
        </label>
        <select
          id="tournament-game"
          className="field__input"
          value={gameId ?? ''}
          disabled={!games.data}
          onChange={(event) => setParams(withParam('game', event.target.value || null))}
        >
          <option value="">All games</option>
          {(games.data ?? []).map((g) => (
            <option key={g.game_id} value={g.game_id}>
              {g.name}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
