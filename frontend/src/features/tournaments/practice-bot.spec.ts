import {
  EMPTY_BOARD,
  botMove,
  freeCells,
  outcomeOf,
  place,
  winningLine,
  type Board,
  type Mark,
} from './practice-bot';

/** A board from a picture: 'x', 'o' or '.' per cell, row by row. */
const board = (picture: string): Board =>
  [...picture.replace(/\s/g, '')].map((c) => (c === '.' ? null : (c as Mark)));

/** A repeatable [0, 1) sequence. */
function seeded(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

describe('winningLine and outcomeOf', () => {
  it.each([
    ['xxx o.o ...', [0, 1, 2], 'x'],
    ['o.x ox. o.x', [0, 3, 6], 'o'],
    ['x.o .xo ..x', [0, 4, 8], 'x'],
    ['x.o xo. o.x', [2, 4, 6], 'o'],
  ])('finds the line in %s', (picture, line, winner) => {
    expect(winningLine(board(picture))).toEqual(line);
    expect(outcomeOf(board(picture))).toEqual({ over: true, winner, line });
  });

  it('a full board without a line is a draw; otherwise the game goes on', () => {
    expect(outcomeOf(board('xox xoo oxx'))).toEqual({ over: true, winner: null, line: null });
    expect(outcomeOf(board('xo. ... ...'))).toEqual({ over: false });
    expect(winningLine(EMPTY_BOARD)).toBeNull();
  });

  it('refuses a taken cell', () => {
    expect(() => place(board('x.. ... ...'), 'o', 0)).toThrow('cell 0 is taken');
  });
});

describe('botMove', () => {
  it('takes a win when it has one, even at skill 0', () => {
    expect(botMove(board('oo. xx. x..'), 'o', { skill: 0 })).toBe(2);
  });

  it('blocks the player’s line when it cannot win', () => {
    expect(botMove(board('xx. o.. ...'), 'o', { skill: 0 })).toBe(2);
    expect(botMove(board('x.. .o. x..'), 'o', { skill: 0 })).toBe(3);
  });

  it('at full skill it never loses, whoever starts and however the other plays', () => {
    // Every line of play of a random opponent against the bot, many times over.
    for (let seed = 1; seed <= 200; seed++) {
      const random = seeded(seed);
      let b: Board = EMPTY_BOARD;
      let turn: Mark = seed % 2 ? 'x' : 'o';
      while (!outcomeOf(b).over) {
        const free = freeCells(b);
        const cell =
          turn === 'o'
            ? botMove(b, 'o', { random, skill: 1 })
            : free[Math.floor(random() * free.length)];
        b = place(b, turn, cell);
        turn = turn === 'x' ? 'o' : 'x';
      }
      expect(outcomeOf(b)).not.toMatchObject({ winner: 'x' });
    }
  });

  it('only ever plays a free cell, and can be beaten at its usual skill', () => {
    let playerWins = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const random = seeded(seed);
      let b: Board = EMPTY_BOARD;
      let turn: Mark = 'x';
      while (!outcomeOf(b).over) {
        const cell =
          turn === 'o' ? botMove(b, 'o', { random }) : botMove(b, 'x', { random, skill: 1 });
        expect(b[cell]).toBeNull();
        b = place(b, turn, cell);
        turn = turn === 'x' ? 'o' : 'x';
      }
      if (outcomeOf(b).over && (outcomeOf(b) as { winner: Mark | null }).winner === 'x') {
        playerWins += 1;
      }
    }
    expect(playerWins).toBeGreaterThan(0);
  });

  it('has no move on a full board', () => {
    expect(() => botMove(board('xox xoo oxx'), 'o')).toThrow('the board is full');
  });
});
