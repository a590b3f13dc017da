import {
  TIC_TAC_TOE_POINTS,
  TicTacToeMatch,
  TicTacToeResult,
  ticTacToeStanding,
  winLossRatio,
} from './tic-tac-toe-scoring';

const match = (result: TicTacToeResult, durationMs = 30_000): TicTacToeMatch => ({
  result,
  durationMs,
});

describe('TIC_TAC_TOE_POINTS', () => {
  it('is win 2, draw 1, loss 0 as SPEC §9 sets', () => {
    expect(TIC_TAC_TOE_POINTS).toEqual({ win: 2, draw: 1, loss: 0 });
  });
});

describe('ticTacToeStanding', () => {
  it('is all zeros for a player with no matches', () => {
    expect(ticTacToeStanding([])).toEqual({
      points: 0,
      wins: 0,
      draws: 0,
      losses: 0,
      totalDurationMs: 0,
    });
  });

  it.each<[TicTacToeResult[], number, number, number, number]>([
    [['win'], 2, 1, 0, 0],
    [['draw'], 1, 0, 1, 0],
    [['loss'], 0, 0, 0, 1],
    [['win', 'win', 'draw'], 5, 2, 1, 0],
    [['win', 'loss', 'draw', 'loss'], 3, 1, 1, 2],
    [['draw', 'draw', 'draw', 'draw'], 4, 0, 4, 0],
  ])('scores %p as %d points (%d-%d-%d)', (results, points, wins, draws, losses) => {
    const standing = ticTacToeStanding(results.map((r) => match(r)));
    expect(standing).toMatchObject({ points, wins, draws, losses });
  });

  it('adds up the match completion times', () => {
    const standing = ticTacToeStanding([
      match('win', 12_500),
      match('loss', 40_000),
      match('draw', 0),
    ]);
    expect(standing.totalDurationMs).toBe(52_500);
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('rejects a match lasting %p ms', (ms) => {
    expect(() => ticTacToeStanding([match('win', ms)])).toThrow(RangeError);
  });

  it('rejects a result it does not know instead of scoring NaN', () => {
    const raw = { result: 'forfeit', durationMs: 1000 } as unknown as TicTacToeMatch;
    expect(() => ticTacToeStanding([raw])).toThrow(RangeError);
  });
});

describe('winLossRatio', () => {
  it.each([
    [0, 0, 0],
    [0, 3, 0],
    [1, 0, Infinity],
    [5, 0, Infinity],
    [3, 1, 3],
    [1, 2, 0.5],
    [4, 4, 1],
  ])('%d wins and %d losses is %p', (wins, losses, ratio) => {
    expect(winLossRatio({ wins, losses })).toBe(ratio);
  });
});
