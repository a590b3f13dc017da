import { Link } from 'react-router-dom';
import { NoticeCard } from '../../../components/notice-card';
import { PageShell } from '../../../components/page-shell';

export default function LeaderboardPage() {
  return (
    <PageShell
      title="Leaderboard"
      lead="Pick a game and a tournament to see every player's rank, points and coin reward. Your own row is highlighted."
    >
      <NoticeCard
        title="Standings are being set up"
        actions={
          <Link to="/tournaments" className="btn btn--primary">
            Browse tournaments
          </Link>
        }
      >
        <p>
          Leaderboards for chess, clan battle, card battle and tic-tac-toe tournaments will appear
          here. Rewards are paid within minutes after a tournament ends, and tied players share the
          prize.
        </p>
      </NoticeCard>
    </PageShell>
  );
}
