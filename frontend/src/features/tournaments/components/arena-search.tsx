import { useEffect, useState } from 'react';
import type { ArenaLobby } from '../api/arena-socket';
import { arenaMessages } from '../arena-messages';

/** After this long without an opponent, a practice match is offered (the search goes on). */
export const PRACTICE_OFFER_AFTER_S = 15;

export const PRACTICE_LABEL = arenaMessages.practiceLabel;

/** m:ss, e.g. 0:07, 1:32, 12:00. */
export function formatElapsed(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** Whole seconds since `since` (local epoch ms), ticking each second; 0 without it. */
export function useElapsedSeconds(since: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (since === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [since]);
  return since === null ? 0 : Math.max(0, Math.floor((now - since) / 1000));
}

const players = (n: number) => `${n} ${n === 1 ? 'player' : 'players'}`;

interface ArenaSearchProps {
  elapsed: number;
  lobby: ArenaLobby | null;
  onCancel: () => void;
  /** Offer a practice match (after PRACTICE_OFFER_AFTER_S, while not practising). */
  offerPractice: boolean;
  onPractice: () => void;
  /** A practice match is on: the search shows as one line above it. */
  compact?: boolean;
}

/**
 * The search for an opponent: a spinner (still under reduced motion), the time searched, how
 * many search and are online in this tournament, Cancel, and after a while a practice match.
 */
export function ArenaSearch({
  elapsed,
  lobby,
  onCancel,
  offerPractice,
  onPractice,
  compact = false,
}: ArenaSearchProps) {
  return (
    <div className={`arena-search${compact ? ' arena-search--compact' : ''}`}>
      <div className="arena-search__head">
        <span className="arena-search__spinner" aria-hidden="true" />
        <p className="game-arena__message" role="status">
          Searching for an opponent…
        </p>
      </div>
      <p className="arena-search__facts">
        <span className="tabular" role="timer" aria-live="off" aria-label="Time searching">
          {formatElapsed(elapsed)}
        </span>
        {lobby ? (
          <span className="tabular">
            {players(lobby.searching)} searching · {players(lobby.online)} online in this tournament
          </span>
        ) : null}
      </p>
      {offerPractice ? (
        <div className="arena-search__offer">
          <p>No opponent yet. Warm up against the computer while we keep searching.</p>
          <button type="button" className="btn btn--primary" onClick={onPractice}>
            Practice match
          </button>
          <p className="arena-search__note">{PRACTICE_LABEL}</p>
        </div>
      ) : null}
      <button type="button" className="btn btn--secondary" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
