import { Link, useParams } from 'react-router-dom';
import { NoticeCard } from '../../../components/notice-card';
import { PageShell } from '../../../components/page-shell';
import { gameById } from '../../games/game-catalog';

export default function TournamentDetailPage() {
  const { game_id: gameId, event_id: eventId } = useParams();
  const game = gameById(Number(gameId));
  return (
    <PageShell
      title={`${game.name} tournament`}
      lead="Tournament details: rules, scoring, prize pool, the live leaderboard and registration."
    >
      <NoticeCard
        title={`Event #${eventId ?? '--'}`}
        actions={
          <>
            <Link to="/tournaments" className="btn btn--primary">
              All tournaments
            </Link>
            <Link to="/leaderboard" className="btn btn--secondary">
              Leaderboard
            </Link>
          </>
        }
      >
        <p>
          Registration and the full tournament page are opening soon. Keep an eye on the countdown
          on the tournament list: rewards are paid within minutes after the tournament ends.
        </p>
      </NoticeCard>
    </PageShell>
  );
}
