/**
 * Tic-tac-toe on the client: the board as the API sends it, where the winning line is (to
 * highlight it) and the practice match's computer player. The rules themselves (lines, winner,
 * draw) are the server's own copy (games/tic-tac-toe/rules.ts); the server decides real matches.
 */
import {
  outcomeOf as boardOutcome,
  otherMark as other,
  winningLine,
  type CellList,
  type Line,
  type Mark,
} from '../../games/tic-tac-toe/rules';

export { winningLine, type Mark };
export type Cell = Mark | null;
export type Board = CellList;

export const EMPTY_BOARD: Board = Array.from({ length: 9 }, () => null);

export type Outcome =
  | { over: false }
  | { over: true; winner: Mark; line: Line }
  | { over: true; winner: null; line: null };

/** Whether the game is over (the shared rules), with the line to highlight when it was won. */
export function outcomeOf(board: Board): Outcome {
  const outcome = boardOutcome(board);
  if (!outcome.over) return outcome;
  const line = winningLine(board);
  return outcome.winner && line
    ? { over: true, winner: outcome.winner, line }
    : { over: true, winner: null, line: null };
}

export function freeCells(board: Board): number[] {
  return board.flatMap((cell, i) => (cell === null ? [i] : []));
}

export function place(board: Board, mark: Mark, cell: number): Board {
  if (board[cell] !== null) throw new Error(`cell ${cell} is taken`);
  return board.map((c, i) => (i === cell ? mark : c));
}

/** Values already worked out, by mover, turn and board: a 3×3 game has few positions. */
const values = new Map<string, number>();

/**
 * The game's value for `me` with `turn` to play: a win is worth more the sooner it comes (1 +
 * the cells left free), a loss the reverse, a draw 0.
 */
function minimax(board: Board, me: Mark, turn: Mark): number {
  const key = `${me}${turn}${board.map((c) => c ?? '.').join('')}`;
  const known = values.get(key);
  if (known !== undefined) return known;
  const outcome = outcomeOf(board);
  let value: number;
  if (outcome.over) {
    const worth = 1 + freeCells(board).length;
    value = outcome.winner === null ? 0 : outcome.winner === me ? worth : -worth;
  } else {
    const scores = freeCells(board).map((cell) =>
      minimax(place(board, turn, cell), me, other(turn)),
    );
    value = turn === me ? Math.max(...scores) : Math.min(...scores);
  }
  values.set(key, value);
  return value;
}

/** The cells that complete a line for `mark`. */
function completing(board: Board, mark: Mark): number[] {
  return freeCells(board).filter((cell) => winningLine(place(board, mark, cell)) !== null);
}

/**
 * The computer player's move for `bot`: it always takes a win and blocks one, and otherwise
 * plays the best move `skill` of the time (random among equals) and any free cell the rest,
 * so a player can beat it. `random` returns [0, 1) (Math.random; tests pass their own).
 */
export function botMove(
  board: Board,
  bot: Mark,
  { random = Math.random, skill = 0.7 }: { random?: () => number; skill?: number } = {},
): number {
  const free = freeCells(board);
  if (free.length === 0) throw new Error('the board is full');
  const pick = (cells: number[]) => cells[Math.floor(random() * cells.length) % cells.length];
  const wins = completing(board, bot);
  if (wins.length) return pick(wins);
  const blocks = completing(board, other(bot));
  if (blocks.length) return pick(blocks);
  if (random() >= skill) return pick(free);
  const scored = free.map((cell) => ({
    cell,
    score: minimax(place(board, bot, cell), bot, other(bot)),
  }));
  const best = Math.max(...scored.map((s) => s.score));
  return pick(scored.filter((s) => s.score === best).map((s) => s.cell));
}
