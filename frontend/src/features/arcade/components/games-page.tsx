import { Link } from 'react-router-dom';
import { PageShell } from '../../../components/page-shell';
import { EmptyState, ErrorState } from '../../../components/state-views';
import { gameArt, useArcadeGames, type ArcadeGame } from '../../games';
import './games-page.css';

export default function GamesPage() {
  const query = useArcadeGames();
  return (
    <PageShell title="Games" lead="Quick games you can play right here in your browser.">
      {query.isPending ? (
        <div className="games-grid" role="status" aria-busy="true" aria-label="Loading games">
          <GameCardSkeleton />
        </div>
      ) : query.isError ? (
        <ErrorState
          message="We could not load the games right now."
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data.length === 0 ? (
        <EmptyState message="No games to play right now. Check back soon." />
      ) : (
        <ul className="games-grid">
          {query.data.map((game) => (
            <li key={game.game_id}>
              <GameCard game={game} />
            </li>
          ))}
        </ul>
      )}
    </PageShell>
  );
}

function GameCard({ game }: { game: ArcadeGame }) {
  return (
    <article className="game-card card card--interactive">
      <img src={gameArt(game.game_id)} alt="" width={320} height={180} />
      <div className="game-card__body">
        <h2 className="game-card__title">
          <Link to={`/games/${game.slug}`} className="game-card__link">
            {game.name}
          </Link>
        </h2>
        <p className="game-card__genre">{game.genre}</p>
      </div>
    </article>
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
      </div>
    </div>
  );
}
