import { useEffect, useState } from 'react';
import { fireConfetti } from '../../../lib/confetti';
import { EMPTY_BOARD, botMove, outcomeOf, place, type Board } from '../practice-bot';
import { ArenaBoard } from './arena-board';
import { PRACTICE_LABEL } from './arena-search';

/** The computer "thinks" this long, so its move can be seen coming. */
export const BOT_DELAY_MS = 500;

/**
 * A practice match against the computer, played entirely in the browser: the player is X and
 * starts; nothing is sent to the game server, so it never counts for points or firsts.
 */
export function PracticeMatch({ onClose }: { onClose: () => void }) {
  const [board, setBoard] = useState<Board>(EMPTY_BOARD);
  const outcome = outcomeOf(board);
  const filled = board.filter((c) => c !== null).length;
  const botTurn = !outcome.over && filled % 2 === 1;

  useEffect(() => {
    if (!botTurn) return;
    const timer = setTimeout(() => setBoard((b) => place(b, 'o', botMove(b, 'o'))), BOT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [botTurn]);

  const won = outcome.over && outcome.winner === 'x';
  useEffect(() => {
    if (won) void fireConfetti();
  }, [won]);

  const result = !outcome.over
    ? botTurn
      ? 'The computer is thinking…'
      : 'Your turn'
    : outcome.winner === 'x'
      ? 'Practice — You won!'
      : outcome.winner === 'o'
        ? 'Practice — The computer won'
        : 'Practice — Draw';

  return (
    <div className="game-arena__match game-arena__match--practice">
      <p className="practice-match__label">{PRACTICE_LABEL}</p>
      <p className="game-arena__versus">You (X) vs Computer (O)</p>
      <div role="status" aria-live="polite">
        <p className="game-arena__message">{result}</p>
      </div>
      <ArenaBoard
        board={board}
        enabled={!outcome.over && !botTurn}
        onMove={(cell) =>
          // A second click in the same frame finds the cell (or the turn) gone: ignored.
          setBoard((b) =>
            b[cell] === null && b.filter((c) => c !== null).length % 2 === 0
              ? place(b, 'x', cell)
              : b,
          )
        }
        line={outcome.over ? outcome.line : null}
        label="Practice board"
      />
      <div className="game-arena__actions">
        {outcome.over ? (
          <button type="button" className="btn btn--primary" onClick={() => setBoard(EMPTY_BOARD)}>
            Practice again
          </button>
        ) : null}
        <button type="button" className="btn btn--secondary" onClick={onClose}>
          Stop practice
        </button>
      </div>
    </div>
  );
}
