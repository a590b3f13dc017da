import { Link } from 'react-router-dom';
import { ErrorState } from '../../../components/state-views';
import { formatIstDateTime } from '../../../lib/date-format';
import { useTournamentList } from '../../tournaments';
import { useGameRuns } from '../api/get-game-runs';

/** The player's best score and last runs of a game (game_runs). */
export function GameRunsPanel({ gameId, signedIn }: { gameId: number; signedIn: boolean }) {
  const query = useGameRuns(gameId, signedIn);
  return (
    <aside className="game-runs card" aria-labelledby="game-runs-title">
      <h2 id="game-runs-title" className="game-runs__title">
        Your runs
      </h2>
      {!signedIn ? (
        <p className="game-runs__empty">
          <Link to="/login">Log in</Link> to save your runs and keep your best score.
        </p>
      ) : query.isPending ? (
        <div aria-busy="true" aria-label="Loading your runs">
          <div className="game-runs__best skeleton" />
          <div className="game-runs__row skeleton" />
          <div className="game-runs__row skeleton" />
        </div>
      ) : query.isError ? (
        <ErrorState
          message="We could not load your runs."
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <>
          <p className="game-runs__best">
            <span className="game-runs__label">Best score</span>
            <strong className="game-runs__value" data-testid="best-score">
              {query.data.bestScore ?? '--'}
            </strong>
          </p>
          {query.data.runs.length ? (
            <table className="game-runs__table">
              <caption className="visually-hidden">Your last runs, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Score</th>
                  <th scope="col">Time</th>
                  <th scope="col">Played</th>
                </tr>
              </thead>
              <tbody>
                {query.data.runs.map((run) => (
                  <tr key={run.run_id}>
                    <td className="game-runs__score">{run.score}</td>
                    <td>{run.duration_seconds.toFixed(1)} s</td>
                    <td>{formatIstDateTime(run.ended_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="game-runs__empty">No runs yet. Press START to race.</p>
          )}
        </>
      )}
      <LiveTournaments gameId={gameId} />
    </aside>
  );
}

/**
 * The game's live tournaments: every run counts in those the player registered for (their best
 * run is their points), so each links to its leaderboard.
 */
function LiveTournaments({ gameId }: { gameId: number }) {
  const live = (useTournamentList(gameId).data ?? []).filter((t) => t.tournament_status === 'live');
  if (!live.length) return null;
  return (
    <section className="game-runs__tournaments" aria-labelledby="game-tournaments-title">
      <h3 id="game-tournaments-title" className="game-runs__subtitle">
        Live tournaments
      </h3>
      <ul className="game-runs__list">
        {live.map((t) => (
          <li key={t.event_id}>
            <Link to={`/tournaments/${t.game_id}/${t.event_id}?tab=leaderboard`}>
              {t.event_title}
            </Link>
            <span className="game-runs__label">
              {t.is_registered
                ? ' Registered: your best run counts.'
                : ' Register to make your runs count.'}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
