/**
 * What a game of tic-tac-toe is (game 4, SPEC §1): a 3×3 board, X moves first, players alternate,
 * the first to align three marks wins and a full board without a line is a draw. The one copy of
 * these rules: the server's arena (its move script is generated from LINES) and the client's
 * board and practice match both import this file, so they can never disagree. It imports
 * nothing, so the server can compile it as it does MR RACER's simulation.
 */

export type Mark = 'x' | 'o';

/** A board as nine characters, cells 0–8 row by row: 'x', 'o' or '.' for empty (the server's). */
export type Board = string;

/** A board as the API sends it: nine cells, row by row, null for empty (the client's). */
export type CellList = readonly (Mark | null)[];

/** Three cells in a row, a column or a diagonal. */
export type Line = readonly [number, number, number];

export const EMPTY_BOARD: Board = '.........';
export const CELLS = 9;

/** Every way to align three: rows, columns, diagonals. */
export const LINES: readonly Line[] = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 3, 6],
  [1, 4, 7],
  [2, 5, 8],
  [0, 4, 8],
  [2, 4, 6],
];

/** How a board stands: still open, won by a mark, or drawn (full, no line). */
export type BoardOutcome = { over: false } | { over: true; winner: Mark | null };

export type MoveRefusal = 'not_a_cell' | 'cell_taken' | 'not_your_turn' | 'game_over';

/** The mark on a cell of either form of board, or null when it is empty. */
function markAt(board: Board | CellList, cell: number): Mark | null {
  const value = board[cell];
  return value === 'x' || value === 'o' ? value : null;
}

export function otherMark(mark: Mark): Mark {
  return mark === 'x' ? 'o' : 'x';
}

/** Whose turn it is: X opens, then the marks alternate. */
export function turnOf(board: Board | CellList): Mark {
  let placed = 0;
  for (let cell = 0; cell < CELLS; cell++) if (markAt(board, cell)) placed += 1;
  return placed % 2 === 0 ? 'x' : 'o';
}

/** The three cells of a completed line, or null. */
export function winningLine(board: Board | CellList): Line | null {
  return (
    LINES.find(([a, b, c]) => {
      const mark = markAt(board, a);
      return mark !== null && mark === markAt(board, b) && mark === markAt(board, c);
    }) ?? null
  );
}

export function outcomeOf(board: Board | CellList): BoardOutcome {
  const line = winningLine(board);
  if (line) return { over: true, winner: markAt(board, line[0]) };
  for (let cell = 0; cell < CELLS; cell++) if (!markAt(board, cell)) return { over: false };
  return { over: true, winner: null };
}

/** Why `mark` may not play `cell` on `board`, or null when the move is legal. */
export function refusalOf(board: Board, mark: Mark, cell: number): MoveRefusal | null {
  if (!Number.isInteger(cell) || cell < 0 || cell >= CELLS) return 'not_a_cell';
  if (outcomeOf(board).over) return 'game_over';
  if (turnOf(board) !== mark) return 'not_your_turn';
  if (board[cell] !== '.') return 'cell_taken';
  return null;
}

/** The board after a legal move (throws on an illegal one: callers check refusalOf first). */
export function play(board: Board, mark: Mark, cell: number): Board {
  const refusal = refusalOf(board, mark, cell);
  if (refusal) throw new RangeError(`Illegal move ${mark}@${cell}: ${refusal}`);
  return board.slice(0, cell) + mark + board.slice(cell + 1);
}

/** Replays moves (cells in order, X first) from the empty board. */
export function replay(cells: readonly number[]): Board {
  return cells.reduce<Board>((board, cell) => play(board, turnOf(board), cell), EMPTY_BOARD);
}
