import { useEffect, useRef } from 'react';
import type { Tournament } from '../api/get-tournament-list';

interface GameArenaProps {
  tournament: Tournament;
  playerName: string;
  onBack: () => void;
}

/**
 * Where the tic-tac-toe board is played (game 4). Below 1100 px it covers the screen (CSS) and
 * the Back button returns to the tournament page.
 */
export function GameArena({ tournament, playerName, onBack }: GameArenaProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <section className="game-arena card" aria-labelledby="game-arena-title">
      <div className="game-arena__bar">
        <button type="button" className="btn btn--secondary btn--small" onClick={onBack}>
          Back
        </button>
        <h2 id="game-arena-title" ref={heading} tabIndex={-1} className="game-arena__title">
          {tournament.event_title}
        </h2>
      </div>
      <div className="game-arena__board" role="status">
        <svg viewBox="0 0 90 90" className="game-arena__art" aria-hidden="true" focusable="false">
          <path d="M30 8v74M60 8v74M8 30h74M8 60h74" stroke="currentColor" strokeWidth="4" />
          <path d="M12 12l14 14M26 12L12 26" stroke="var(--color-primary-text)" strokeWidth="4" />
          <circle cx="75" cy="75" r="8" fill="none" stroke="var(--color-gold)" strokeWidth="4" />
        </svg>
        <p className="game-arena__message">The board opens here when your match starts</p>
        <dl className="game-arena__facts">
          <div>
            <dt>Event</dt>
            <dd className="tabular">{tournament.event_id}</dd>
          </div>
          <div>
            <dt>Game</dt>
            <dd className="tabular">{tournament.game_id}</dd>
          </div>
          <div>
            <dt>Player</dt>
            <dd>{playerName}</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
