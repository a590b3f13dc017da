import { useEffect, useRef, useState } from 'react';
import { fireConfetti } from '../../../lib/confetti';
import { keepToastsBelow } from '../../../lib/toast-clearance';
import type { Tournament } from '../api/get-tournament-list';
import { useArenaConnection, type ArenaMatch, type Mark } from '../api/arena-socket';
import { arenaMessages } from '../arena-messages';
import { winningLine } from '../practice-bot';
import { ArenaBoard, MARK_LABEL } from './arena-board';
import { ArenaSearch, PRACTICE_OFFER_AFTER_S, useElapsedSeconds } from './arena-search';
import { PracticeMatch } from './practice-match';
import './game-arena.css';

interface GameArenaProps {
  tournament: Tournament;
  playerName: string;
  userId: string | null;
  token: string | null;
  /** Shown (PLAY NOW pressed, or a match in progress found); hidden it only keeps watch. */
  open: boolean;
  /** A match in progress was found while hidden (a reload, another tab): show it. */
  onResume: () => void;
  onBack: () => void;
}

/**
 * The tic-tac-toe panel (game 4): finds an opponent in this tournament and plays the match the
 * server runs. It connects as soon as it mounts, hidden, so a player with a match in progress
 * is taken back to it. Below 1100 px it covers the screen (CSS) and Back returns to the
 * tournament page.
 */
export default function GameArena({
  tournament,
  playerName,
  userId,
  token,
  open,
  onResume,
  onBack,
}: GameArenaProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const arena = useArenaConnection(tournament.event_id, token, userId);
  const { phase, match, play } = arena;
  const [practising, setPractising] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const elapsed = useElapsedSeconds(phase === 'searching' ? arena.searchStartedAt : null);

  useEffect(() => {
    if (open) heading.current?.focus();
  }, [open]);

  // Matches this panel has shown: Back out of one and it is not reopened on the player.
  const shown = useRef(new Set<string>());
  useEffect(() => {
    if (!match || match.status !== 'playing' || shown.current.has(match.match_id)) return;
    shown.current.add(match.match_id);
    if (practising) {
      setPractising(false);
      setNotice(arenaMessages.opponentFound);
    } else if (!open) {
      setNotice(arenaMessages.matchInProgress);
      onResume();
    } else {
      setNotice(null);
    }
  }, [match, open, practising, onResume]);

  // PLAY NOW means "find me a match": search once the connection is up, unless a match is on.
  const started = useRef(false);
  useEffect(() => {
    if (!open) {
      started.current = false;
      return;
    }
    if (started.current || phase === 'connecting') return;
    started.current = true;
    if (phase === 'ready' || (phase === 'match' && match?.status !== 'playing')) play();
  }, [open, phase, match, play]);

  if (!open) return null;

  const searching = phase === 'searching';
  const back = () => {
    if (searching) arena.leave();
    setPractising(false);
    setNotice(null);
    onBack();
  };

  return (
    <section className="game-arena card" aria-labelledby="game-arena-title">
      {/* Full screen below 1100 px: toasts show below its Back bar, not over it. */}
      <div className="game-arena__bar" ref={keepToastsBelow}>
        <button type="button" className="btn btn--secondary btn--small" onClick={back}>
          Back
        </button>
        <h2 id="game-arena-title" ref={heading} tabIndex={-1} className="game-arena__title">
          {tournament.event_title}
        </h2>
      </div>
      <p className="game-arena__player">
        Playing as <strong>{playerName}</strong>
      </p>
      {notice ? (
        <p className="game-arena__notice" role="alert">
          {notice}
        </p>
      ) : null}
      {match && phase === 'match' ? (
        <MatchPanel
          match={match}
          deadline={arena.deadline}
          userId={userId}
          error={arena.error}
          onMove={arena.move}
          onRematch={() => {
            setNotice(null);
            play();
          }}
        />
      ) : (
        <>
          {searching ? (
            <ArenaSearch
              elapsed={elapsed}
              lobby={arena.lobby}
              onCancel={arena.leave}
              offerPractice={!practising && elapsed >= PRACTICE_OFFER_AFTER_S}
              onPractice={() => setPractising(true)}
              compact={practising}
            />
          ) : (
            <div className="game-arena__lobby">
              <p className="game-arena__message" role="status">
                {phase === 'connecting' && 'Connecting to the game server…'}
                {phase === 'ready' && 'Ready to play'}
                {phase === 'error' && 'Could not reach the game server'}
              </p>
              {arena.error && (
                <p className="game-arena__error" role="alert">
                  {arena.error}
                </p>
              )}
              {phase === 'ready' && (
                <button type="button" className="btn btn--primary" onClick={play}>
                  Find an opponent
                </button>
              )}
              {phase === 'error' && (
                <button type="button" className="btn btn--primary" onClick={arena.retry}>
                  Retry
                </button>
              )}
            </div>
          )}
          {practising ? <PracticeMatch onClose={() => setPractising(false)} /> : null}
        </>
      )}
    </section>
  );
}

interface MatchPanelProps {
  match: ArenaMatch;
  deadline: number | null;
  userId: string | null;
  error: string | null;
  onMove: (cell: number) => void;
  onRematch: () => void;
}

function MatchPanel({ match, deadline, userId, error, onMove, onRematch }: MatchPanelProps) {
  const mine: Mark = match.players.o.user_id === userId ? 'o' : 'x';
  const theirs: Mark = mine === 'x' ? 'o' : 'x';
  const opponent = match.players[theirs];
  const playing = match.status === 'playing';
  const myTurn = playing && match.turn === mine;
  const seconds = useSecondsLeft(playing ? deadline : null);
  const line = !playing && match.reason === 'line' ? winningLine(match.board) : null;
  const won = !playing && match.result === mine;

  // A short celebration for a win (confetti stays away under reduced motion).
  const celebrated = useRef<string | null>(null);
  useEffect(() => {
    if (!won || celebrated.current === match.match_id) return;
    celebrated.current = match.match_id;
    void fireConfetti();
  }, [won, match.match_id]);

  return (
    <div className={`game-arena__match${won ? ' game-arena__match--won' : ''}`}>
      <p className="game-arena__versus">
        You ({MARK_LABEL[mine]}) vs {opponent.player_name} ({MARK_LABEL[theirs]})
      </p>
      <div className="game-arena__status" role="status" aria-live="polite">
        <p className="game-arena__message">
          {playing ? (myTurn ? 'Your turn' : 'Opponent’s turn') : resultText(match, mine)}
        </p>
        {playing && opponent.away && (
          <p className="game-arena__note">Your opponent lost the connection; waiting for them.</p>
        )}
        {!playing && <p className="game-arena__note">{reasonText(match, mine)}</p>}
      </div>
      {playing && seconds !== null && (
        <p className="game-arena__timer tabular" aria-label={`${seconds} seconds left to move`}>
          {seconds}s
        </p>
      )}
      <ArenaBoard board={match.board} enabled={myTurn} onMove={onMove} line={line} />
      {error && (
        <p className="game-arena__error" role="alert">
          {error}
        </p>
      )}
      {!playing && (
        <button type="button" className="btn btn--primary" onClick={onRematch}>
          Rematch
        </button>
      )}
    </div>
  );
}

function resultText(match: ArenaMatch, mine: Mark): string {
  if (match.result === 'draw') return 'Draw';
  if (match.result === 'void') return 'Match void';
  return match.result === mine ? 'You won!' : 'You lost';
}

function reasonText(match: ArenaMatch, mine: Mark): string {
  const won = match.result === mine;
  switch (match.reason) {
    case 'line':
      return won ? 'Three in a row. +2 points' : 'Three in a row for your opponent.';
    case 'full':
      return 'The board is full. +1 point';
    case 'timeout':
      return won ? 'Your opponent ran out of time. +2 points' : 'You ran out of time.';
    case 'forfeit':
      return won ? 'Your opponent left the match. +2 points' : 'You were away too long.';
    default:
      return 'It ran past the tournament’s end and counts for nobody.';
  }
}

/** Whole seconds until the deadline, ticking; null without one. */
function useSecondsLeft(deadline: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [deadline]);
  return deadline === null ? null : Math.max(0, Math.ceil((deadline - now) / 1000));
}
