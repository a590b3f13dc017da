import {
  CHESS_POINTS,
  ChessGame,
  ChessResult,
  ChessTimeControl,
  chessPoints,
  chessRecord,
  timeControlOf,
} from './chess-scoring';

describe('CHESS_POINTS', () => {
  it.each<[ChessTimeControl, string, number, number, number, number]>([
    ['bullet', 'Bullet', 1, 3, 1, 0],
    ['blitz', 'Blitz', 5, 9, 3, 0],
    ['rapid', 'Rapid', 10, 15, 5, 0],
  ])('%s is %s, %d minute, win/draw/loss %d/%d/%d', (mode, label, minutes, win, draw, loss) => {
    expect(CHESS_POINTS[mode]).toEqual({ label, minutes, win, draw, loss });
  });

  it('lists the modes shortest first, as the rules text prints them', () => {
    expect(Object.values(CHESS_POINTS).map((m) => m.label)).toEqual(['Bullet', 'Blitz', 'Rapid']);
  });

  it('classifies each mode by its own quoted minutes', () => {
    for (const [mode, { minutes }] of Object.entries(CHESS_POINTS)) {
      expect(timeControlOf(minutes * 60)).toBe(mode);
    }
  });
});

describe('timeControlOf', () => {
  it.each<[string | number, ChessTimeControl | null]>([
    // chess.com live time controls
    ['60', 'bullet'],
    ['60+1', 'bullet'],
    ['120+1', 'bullet'],
    ['30', 'bullet'],
    ['180', 'blitz'],
    ['180+2', 'blitz'],
    ['300', 'blitz'],
    ['300+5', 'blitz'],
    ['600', 'rapid'],
    ['600+5', 'rapid'],
    ['900+10', 'rapid'],
    ['1800', 'rapid'],
    // exact boundaries
    ['179', 'bullet'],
    ['179+60', 'bullet'],
    ['599', 'blitz'],
    ['599+10', 'blitz'],
    [' 300+5 ', 'blitz'],
    // base seconds given as a number
    [1, 'bullet'],
    [179, 'bullet'],
    [180, 'blitz'],
    [599, 'blitz'],
    [600, 'rapid'],
    [86_400, 'rapid'],
    // no tournament mode
    ['1/86400', null],
    ['1/259200', null],
    ['0', null],
    ['0+1', null],
    ['', null],
    ['blitz', null],
    ['300+', null],
    ['+5', null],
    ['-60', null],
    ['60.5', null],
    ['5+3+2', null],
    [0, null],
    [-60, null],
    [60.5, null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
  ])('%p is %p', (timeControl, expected) => {
    expect(timeControlOf(timeControl)).toBe(expected);
  });
});

const game = (result: ChessResult, timeControl: string): ChessGame => ({ result, timeControl });

const mixedGames = [
  game('win', '60'), // 3
  game('win', '300+5'), // 9
  game('draw', '600'), // 5
  game('loss', '180'), // 0
  game('draw', '60+1'), // 1
  game('win', '600+5'), // 15
];

const withSkipped = [game('win', '1/86400'), game('loss', 'garbage'), game('win', '300')];

const unknownResult = { result: 'resigned', timeControl: '300' } as unknown as ChessGame;

describe('chessPoints', () => {
  it.each<[ChessResult, string, number]>([
    ['win', '60', 3],
    ['draw', '60+1', 1],
    ['loss', '120', 0],
    ['win', '180', 9],
    ['draw', '300+5', 3],
    ['loss', '300', 0],
    ['win', '600', 15],
    ['draw', '600+5', 5],
    ['loss', '900+10', 0],
  ])('scores a single %s at %s as %d points', (result, timeControl, points) => {
    expect(chessPoints([game(result, timeControl)])).toBe(points);
  });

  it('scores no games as zero', () => {
    expect(chessPoints([])).toBe(0);
  });

  it('sums points across modes', () => {
    expect(chessPoints(mixedGames)).toBe(33);
  });

  it('skips daily and unreadable games', () => {
    expect(chessPoints(withSkipped)).toBe(9);
  });

  it('rejects a result it does not know instead of scoring NaN', () => {
    expect(() => chessPoints([unknownResult])).toThrow(RangeError);
  });
});

describe('chessRecord', () => {
  it('is all zeros for no games', () => {
    expect(chessRecord([])).toEqual({ wins: 0, draws: 0, losses: 0, ignored: 0 });
  });

  it('counts the wins, draws and losses across modes', () => {
    expect(chessRecord(mixedGames)).toEqual({ wins: 3, draws: 2, losses: 1, ignored: 0 });
  });

  it('counts daily and unreadable games as ignored, not in the record', () => {
    expect(chessRecord(withSkipped)).toEqual({ wins: 1, draws: 0, losses: 0, ignored: 2 });
  });

  it('rejects a result it does not know', () => {
    expect(() => chessRecord([unknownResult])).toThrow(RangeError);
  });
});
