import { useState, useRef, type KeyboardEvent } from 'react';
import type { Cell, Mark } from '../practice-bot';

export const MARK_LABEL: Record<Mark, string> = { x: 'X', o: 'O' };

interface ArenaBoardProps {
  board: readonly Cell[];
  enabled: boolean;
  onMove: (cell: number) => void;
  /** The winning line's cells, highlighted. */
  line?: readonly number[] | null;
  label?: string;
}

/** Nine labelled cells; arrow keys move between them, Enter or Space plays one. */
export function ArenaBoard({
  board,
  enabled,
  onMove,
  line = null,
  label = 'Tic-tac-toe board',
}: ArenaBoardProps) {
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
    <div className="game-arena__grid" role="group" aria-label={label} onKeyDown={onKeyDown}>
      {board.map((mark, i) => {
        const free = mark === null;
        const winning = line?.includes(i) ?? false;
        const name = `Row ${Math.floor(i / 3) + 1}, column ${(i % 3) + 1}: ${free ? 'empty' : MARK_LABEL[mark]}${winning ? ', winning line' : ''}`;
        return (
          <button
            key={i}
            ref={(el) => {
              cells.current[i] = el;
            }}
            type="button"
            className={`game-arena__cell${mark ? ` game-arena__cell--${mark}` : ''}${winning ? ' game-arena__cell--win' : ''}`}
            aria-label={name}
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
