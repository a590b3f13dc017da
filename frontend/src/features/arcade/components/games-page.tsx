import { Link } from 'react-router-dom';
import { PageShell } from '../../../components/page-shell';
import { EmptyState, ErrorState } from '../../../components/state-views';
import { StatusPill } from '../../../components/status-pill';
import { formatIstDateTime } from '../../../lib/date-format';
import { gameArt, useGameCatalog, type ArcadeGame, type Game } from '../../games';
import { type Tournament, useTournamentList } from '../../tournaments';
import './games-page.css';

/** One card of /games: a tournament game, an arcade game, or both (MR RACER). */
export interface GameEntry {
  gameId: number;
  name: string;
  genre: string;
  /** Where its name leads: the arcade game's own page, else its tournaments. */
  href: string;
  howPlayed: string;
}

/**
 * Every game the server lists, in its order: tournament games, then arcade games that have no
 * tournaments of their own. A game played in runs here (MR RACER) leads to its page, where it is
 * played any time; the others to their tournaments.
 */
export function gameEntries(games: Game[], arcade: ArcadeGame[]): GameEntry[] {
  const arcadeById = new Map(arcade.map((game) => [game.game_id, game]));
  const entries = games.map((game): GameEntry => {
    const runs = arcadeById.get(game.game_id);
    return {
      gameId: game.game_id,
      name: game.name,
      genre: game.genre,
      href: runs ? `/games/${runs.slug}` : `/tournaments?game=${game.game_id}`,
      howPlayed: runs
        ? 'Play here in your browser, any time: your best runs count in its tournaments.'
        : game.played_on_site
          ? 'Played here on GameHub, against other players, in its tournaments.'
          : `Played on ${game.host ?? 'the partner’s site'}: your results there count here.`,
    };
  });
  const listed = new Set(games.map((game) => game.game_id));
  for (const game of arcade) {
    if (listed.has(game.game_id)) continue;
    entries.push({
      gameId: game.game_id,
      name: game.name,
      genre: game.genre,
      href: `/games/${game.slug}`,
      howPlayed: 'Play here in your browser, any time.',
    });
  }
  return entries;
}

/** The game's tournament to show: the live one ending first, else the next to start. */
export function nextTournament(tournaments: Tournament[], gameId: number): Tournament | null {
  const ofGame = tournaments.filter((t) => t.game_id === gameId);
  const soonest = (list: Tournament[], at: (t: Tournament) => string) =>
    list.reduce<Tournament | null>(
      (best, t) => (best === null || Date.parse(at(t)) < Date.parse(at(best)) ? t : best),
      null,
    );
  return (
    soonest(
      ofGame.filter((t) => t.tournament_status === 'live'),
      (t) => t.end_time,
    ) ??
    soonest(
      ofGame.filter((t) => t.tournament_status === 'upcoming'),
      (t) => t.tournament_date,
    )
  );
}

export default function GamesPage() {
  const query = useGameCatalog();
  const tournaments = useTournamentList();
  const entries = query.data ? gameEntries(query.data.games, query.data.arcade) : [];
  return (
    <PageShell
      title="Games"
      lead="Every game on GameHub: how it is played, and the tournament you can join next."
    >
      {query.isPending ? (
        <div className="games-grid" role="status" aria-busy="true" aria-label="Loading games">
          <GameCardSkeleton />
          <GameCardSkeleton />
          <GameCardSkeleton />
        </div>
      ) : query.isError ? (
        <ErrorState
          message="We could not load the games right now."
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : entries.length === 0 ? (
        <EmptyState message="No games to play right now. Check back soon." />
      ) : (
        <ul className="games-grid">
          {entries.map((entry) => (
            <li key={entry.gameId}>
              <GameCard
                entry={entry}
                next={tournaments.data ? nextTournament(tournaments.data, entry.gameId) : undefined}
                tournamentsFailed={tournaments.isError}
              />
            </li>
          ))}
        </ul>
      )}
    </PageShell>
  );
}

interface GameCardProps {
  entry: GameEntry;
  /** undefined while the tournaments load; null when the game has none coming. */
  next: Tournament | null | undefined;
  tournamentsFailed: boolean;
}

function GameCard({ entry, next, tournamentsFailed }: GameCardProps) {
  return (
    <article className="game-card card card--interactive">
      <img src={gameArt(entry.gameId)} alt="" width={320} height={180} />
      <div className="game-card__body">
        <h2 className="game-card__title">
          <Link to={entry.href} className="game-card__link">
            {entry.name}
          </Link>
        </h2>
        <p className="game-card__genre">{entry.genre}</p>
        <p className="game-card__how">{entry.howPlayed}</p>
        <NextTournament next={next} failed={tournamentsFailed} />
      </div>
    </article>
  );
}

function NextTournament({
  next,
  failed,
}: {
  next: Tournament | null | undefined;
  failed: boolean;
}) {
  if (failed) return <p className="game-card__next">Its tournaments could not be loaded.</p>;
  if (next === undefined) return <span className="skeleton game-card__skeleton-next" />;
  if (next === null) return <p className="game-card__next">No tournament scheduled yet.</p>;
  const live = next.tournament_status === 'live';
  return (
    <p className="game-card__next">
      <StatusPill tone={live ? 'live' : 'upcoming'} label={live ? 'LIVE NOW' : 'NEXT'} />{' '}
      <Link className="game-card__tournament" to={`/tournaments/${next.game_id}/${next.event_id}`}>
        {next.event_title}
      </Link>
      {live ? null : (
        <span className="game-card__when"> · {formatIstDateTime(next.tournament_date)}</span>
      )}
    </p>
  );
}

/** Same box as a card, so the grid does not shift when the list arrives. */
function GameCardSkeleton() {
  return (
    <div className="game-card card" aria-hidden="true">
      <span className="game-card__skeleton-art skeleton" />
      <div className="game-card__body">
        <span className="skeleton game-card__skeleton-title" />
        <span className="skeleton game-card__skeleton-genre" />
        <span className="skeleton game-card__skeleton-next" />
      </div>
    </div>
  );
}
