import { Link, useSearchParams } from 'react-router-dom';
import { PageShell } from '../../../components/page-shell';
import { gameById } from '../../games/game-catalog';
import { TournamentList } from './tournament-list';

/** Every tournament, or one game's with `?game=<game_id>` (the home page's game cards). */
export default function TournamentsPage() {
  const [params] = useSearchParams();
  const gameId = Number(params.get('game'));
  const known = Number.isInteger(gameId) && gameId >= 1 && gameId <= 4;
  if (!known) {
    return (
      <PageShell
        title="Tournaments"
        lead="Live, upcoming and finished tournaments across every GameHub game. Join one to compete for its coin prize pool."
      >
        <TournamentList />
      </PageShell>
    );
  }
  const game = gameById(gameId);
  return (
    <PageShell
      title={`${game.name} tournaments`}
      lead={`Live, upcoming and finished ${game.name} tournaments. Join one to compete for its coin prize pool.`}
    >
      <p>
        <Link to="/tournaments">All games’ tournaments</Link>
      </p>
      <TournamentList key={gameId} gameId={gameId} />
    </PageShell>
  );
}
