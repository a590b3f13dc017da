import { Link, useParams } from 'react-router-dom';
import { NoticeCard } from '../../../components/notice-card';
import { PageShell } from '../../../components/page-shell';
import { racingGame } from '../game-catalog';

export default function GamePage() {
  const { id } = useParams();
  const known = id === racingGame.slug;
  return (
    <PageShell
      title={known ? racingGame.name : 'Game'}
      lead="Play in the game frame, then end your run to submit your score."
    >
      <NoticeCard
        title={known ? 'The race track is being built' : 'This game is not available'}
        actions={
          <Link to="/games" className="btn btn--primary">
            All games
          </Link>
        }
      >
        <p>
          {known
            ? 'The game frame with start, end and fullscreen controls is coming soon.'
            : 'We could not find a game at this address.'}
        </p>
      </NoticeCard>
    </PageShell>
  );
}
