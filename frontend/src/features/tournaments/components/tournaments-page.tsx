import { Link, useSearchParams } from 'react-router-dom';
import { PageShell } from '../../../components/page-shell';
import { useGame } from '../../games';
import { TournamentList, TournamentListSkeleton } from './tournament-list';

/** Every tournament, or one game's with `?game=<game_id>` (the home page's game cards). */
export default function TournamentsPage() {
  const [params] = useSearchParams();
  const gameId = Number(params.get('game'));
  const game = useGame(gameId);
  const chosen = Number.isInteger(gameId) && gameId > 0;
  // A game the server does not know (or games that cannot be loaded) lists every tournament.
  if (!chosen || game.data === null || game.isError) {
    return (
      <PageShell
        title="Tournaments"
        lead="Live, upcoming and finished tournaments across every GameHub game. Join one to compete for its coin prize pool."
      >
        <TournamentList />
      </PageShell>
    );
  }
  if (game.data === undefined) {
    return (
      <PageShell title={null} lead={<span className="skeleton page-shell__lead-skeleton" />}>
        <TournamentListSkeleton />
      </PageShell>
    );
  }
  const { name } = game.data;
  return (
    <PageShell
      title={`${name} tournaments`}
      lead={`Live, upcoming and finished ${name} tournaments. Join one to compete for its coin prize pool.`}
    >
      <p>
        <Link to="/tournaments">All games’ tournaments</Link>
      </p>
      <TournamentList key={gameId} gameId={gameId} />
    </PageShell>
  );
}
