import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { Tournament } from '../api/get-tournament-list';
import { useArenaConnection, type ArenaMatch, type Mark } from '../api/arena-socket';

interface GameArenaProps {
  tournament: Tournament;
  playerName: string;
  userId: string | null;
  token: string | null;
  onBack: () => void;
}

const MARK_LABEL: Record<Mark, string> = { x: 'X', o: 'O' };

/**
 * The tic-tac-toe panel (game 4): finds an opponent in this tournament and plays the match the
 * server runs. Below 1100 px it covers the screen (CSS) and Back returns to the tournament page.
 */
export default function GameArena({
  tournament,
  playerName,
  userId,
  token,
  onBack,
}: GameArenaProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const arena = useArenaConnection(tournament.event_id, token, userId);
  const { phase, play } = arena;
  const started = useRef(false);
  // PLAY NOW means "find me a match": search as soon as the connection is up.
  useEffect(() => {
    if (phase === 'ready' && !started.current) {
      started.current = true;
      play();
    }
  }, [phase, play]);

  const back = () => {
    if (arena.phase === 'searching') arena.leave();
    onBack();
  };

  return (
    <section className="game-arena card" aria-labelledby="game-arena-title">
      <div className="game-arena__bar">
        <button type="button" className="btn btn--secondary btn--small" onClick={back}>
          Back
        </button>
        <h2 id="game-arena-title" ref={heading} tabIndex={-1} className="game-arena__title">
          {tournament.event_title}
        </h2>
      </div>
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
      {arena.match ? (
        <MatchPanel
          match={arena.match}
          deadline={arena.deadline}
          userId={userId}
          error={arena.error}
          onMove={arena.move}
          onRematch={arena.play}
        />
      ) : (
        <div className="game-arena__lobby">
          <p className="game-arena__message" role="status">
            {arena.phase === 'connecting' && 'Connecting to the game server…'}
            {arena.phase === 'searching' && 'Searching for an opponent…'}
            {arena.phase === 'ready' && 'Ready to play'}
            {arena.phase === 'error' && 'Could not reach the game server'}
          </p>
          {arena.error && (
            <p className="game-arena__error" role="alert">
              {arena.error}
            </p>
          )}
          {arena.phase === 'searching' && (
            <button type="button" className="btn btn--secondary" onClick={arena.leave}>
              Cancel
            </button>
          )}
          {arena.phase === 'ready' && (
            <button type="button" className="btn btn--primary" onClick={arena.play}>
              Find an opponent
            </button>
          )}
          {arena.phase === 'error' && (
            <button type="button" className="btn btn--primary" onClick={arena.retry}>
              Retry
            </button>
          )}
        </div>
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

  return (
    <div className="game-arena__match">
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
      <Board board={match.board} enabled={myTurn} onMove={onMove} />
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

interface BoardProps {
  board: (Mark | null)[];
  enabled: boolean;
  onMove: (cell: number) => void;
}

/** Nine labelled cells; arrow keys move between them, Enter or Space plays one. */
function Board({ board, enabled, onMove }: BoardProps) {
  const [focused, setFocused] = useState(4);
  const cells = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const step: Record<string, number> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -3,
      ArrowDown: 3,
    };
    if (!(e.key in step)) return;
    e.preventDefault();
    const next = focused + step[e.key];
    const sameRow = Math.abs(step[e.key]) === 3 || Math.floor(next / 3) === Math.floor(focused / 3);
    if (next < 0 || next > 8 || !sameRow) return;
    setFocused(next);
    cells.current[next]?.focus();
  };

  return (
    <div
      className="game-arena__grid"
      role="group"
      aria-label="Tic-tac-toe board"
      onKeyDown={onKeyDown}
    >
      {board.map((mark, i) => {
        const free = mark === null;
        const label = `Row ${Math.floor(i / 3) + 1}, column ${(i % 3) + 1}: ${free ? 'empty' : MARK_LABEL[mark]}`;
        return (
          <button
            key={i}
            ref={(el) => {
              cells.current[i] = el;
            }}
            type="button"
            className={`game-arena__cell${mark ? ` game-arena__cell--${mark}` : ''}`}
            aria-label={label}
            aria-disabled={!enabled || !free}
            tabIndex={i === focused ? 0 : -1}
            onFocus={() => setFocused(i)}
            onClick={() => enabled && free && onMove(i)}
          >
            {mark ? MARK_LABEL[mark] : ''}
          </button>
        );
      })}
    </div>
  );
}
