import { Link } from 'react-router-dom';
import { CoinAmount } from '../../../components/coin-amount';
import { StatusPill } from '../../../components/status-pill';
import { gameArt, useGame } from '../../games';
import type { Tournament } from '../api/get-tournament-list';
import { formatTournamentDate, statusDisplay } from '../tournament-format';
import { CountdownTimer } from './countdown-timer';
import './tournament-card.css';

interface TournamentCardProps {
  tournament: Tournament;
  /** When the list data arrived (ms); the countdown is anchored on it. */
  receivedAt: number;
  /** Called when the countdown reaches zero, to reload the list. */
  onCountdownEnd?: () => void;
}

export function TournamentCard({ tournament, receivedAt, onCountdownEnd }: TournamentCardProps) {
  // The art is known at once; its name (the alt text) comes with the games' facts.
  const game = useGame(tournament.game_id).data;
  const status = statusDisplay(tournament.tournament_status);
  const date = formatTournamentDate(tournament.tournament_date);
  const titleId = `tournament-${tournament.game_id}-${tournament.event_id}`;

  return (
    <article className="tournament-card card card--interactive" aria-labelledby={titleId}>
      <div className="tournament-card__media">
        <img
          src={gameArt(tournament.game_id)}
          alt={game?.name ?? ''}
          width={320}
          height={180}
          loading="lazy"
        />
        <span className="tournament-card__pill">
          <StatusPill tone={status.tone} label={status.label} />
        </span>
      </div>
      <div className="tournament-card__body">
        <h3 id={titleId} className="tournament-card__title">
          {tournament.event_title}
        </h3>
        <p className="tournament-card__date">
          <time dateTime={tournament.tournament_date}>{date}</time>
        </p>
        <dl className="tournament-card__facts">
          <div>
            <dt>Duration</dt>
            <dd className="tabular">{tournament.tournament_duration || '--'}</dd>
          </div>
          <div>
            <dt>Prize pool</dt>
            <dd>
              <CoinAmount value={tournament.prize_pool} size="sm" />
            </dd>
          </div>
          <div>
            <dt>Players</dt>
            <dd className="tabular">
              {tournament.registered_participants}/{tournament.max_participants}
            </dd>
          </div>
        </dl>
        <div className={`tournament-card__timer tournament-card__timer--${status.tone}`}>
          {status.countdownLabel ? (
            <>
              <span className="tournament-card__timer-label">{status.countdownLabel}</span>
              <CountdownTimer
                className="tournament-card__timer-value"
                remainingSeconds={tournament.remaining_seconds}
                receivedAt={receivedAt}
                onZero={onCountdownEnd}
              />
            </>
          ) : status.tone === 'completed' ? (
            <>
              <span className="tournament-card__timer-label">COMPLETED</span>
              <span className="tournament-card__timer-value tabular">{date}</span>
            </>
          ) : (
            <>
              <span className="tournament-card__timer-label">STATUS</span>
              <span className="tournament-card__timer-value">{status.label}</span>
            </>
          )}
        </div>
        {/* A finished tournament has nothing to join: its card opens the final leaderboard. */}
        <Link
          className="btn btn--primary tournament-card__join"
          to={`/tournaments/${tournament.game_id}/${tournament.event_id}${
            status.tone === 'completed' ? '?tab=leaderboard' : ''
          }`}
        >
          {status.tone === 'completed' ? 'View results' : 'Join'}
          <span className="visually-hidden"> {tournament.event_title}</span>
        </Link>
      </div>
    </article>
  );
}

/**
 * Same box as a card, so the grid does not shift when data arrives. A card held back until it
 * nears the viewport (`still`) is one box of a card's height: nobody sees it (its section skips
 * laying out what is off screen), and its eight parts a card were most of home's first screen.
 */
export function TournamentCardSkeleton({ still = false }: { still?: boolean }) {
  if (still)
    return <div className="tournament-card tournament-card--held card" aria-hidden="true" />;
  return (
    <div className="tournament-card card" aria-hidden="true">
      <div className="tournament-card__media skeleton" />
      <div className="tournament-card__body">
        <span className="skeleton tournament-card__skeleton-title" />
        <span className="skeleton tournament-card__skeleton-line" />
        <span className="skeleton tournament-card__skeleton-facts" />
        <span className="skeleton tournament-card__skeleton-timer" />
        <span className="skeleton tournament-card__skeleton-button" />
      </div>
    </div>
  );
}
