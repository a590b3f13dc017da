import fc from 'fast-check';
import { EMPTY_BOARD, LINES, outcomeOf, play, refusalOf, replay, turnOf } from './rules';

describe('tic-tac-toe rules', () => {
  it.each([
    ['a row', [0, 3, 1, 4, 2], 'x'],
    ['a column', [0, 1, 3, 2, 6], 'x'],
    ['a diagonal', [0, 1, 4, 2, 8], 'x'],
    ['the other diagonal for O', [0, 2, 1, 4, 8, 6], 'o'],
  ])('the first to align three wins: %s', (_name, cells, winner) => {
    expect(outcomeOf(replay(cells as number[]))).toEqual({ over: true, winner });
  });

  it('a full board without a line is a draw', () => {
    const board = replay([0, 1, 2, 4, 3, 5, 7, 6, 8]);
    expect(board).toBe('xoxxoooxx');
    expect(outcomeOf(board)).toEqual({ over: true, winner: null });
  });

  it('an open board is not over, and X moves first', () => {
    expect(outcomeOf(EMPTY_BOARD)).toEqual({ over: false });
    expect(turnOf(EMPTY_BOARD)).toBe('x');
    expect(turnOf(play(EMPTY_BOARD, 'x', 4))).toBe('o');
  });

  it.each([
    ['a cell off the board', EMPTY_BOARD, 'x', 9, 'not_a_cell'],
    ['a fractional cell', EMPTY_BOARD, 'x', 1.5, 'not_a_cell'],
    ['out of turn', EMPTY_BOARD, 'o', 0, 'not_your_turn'],
    ['a taken cell', 'x........', 'o', 0, 'cell_taken'],
    ['after a win', 'xxxoo....', 'o', 5, 'game_over'],
  ] as const)('refuses %s', (_name, board, mark, cell, refusal) => {
    expect(refusalOf(board, mark, cell)).toBe(refusal);
    expect(() => play(board, mark, cell)).toThrow(RangeError);
  });

  it('every line is three distinct cells and there are eight of them', () => {
    expect(LINES).toHaveLength(8);
    for (const line of LINES) expect(new Set(line).size).toBe(3);
  });

  it('any sequence of legal moves ends within nine moves, with at most one winner', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(8), { maxLength: 40 }), (picks) => {
        let board = EMPTY_BOARD;
        let moves = 0;
        for (const pick of picks) {
          if (outcomeOf(board).over) break;
          const free = [...board].flatMap((c, i) => (c === '.' ? [i] : []));
          board = play(board, turnOf(board), free[pick % free.length]);
          moves += 1;
        }
        const winners = LINES.filter(
          ([a, b, c]) => board[a] !== '.' && board[a] === board[b] && board[a] === board[c],
        ).map(([a]) => board[a]);
        expect(new Set(winners).size).toBeLessThanOrEqual(1);
        expect(moves).toBeLessThanOrEqual(9);
      }),
    );
  });
});
