import {
  TIC_TAC_TOE_POINTS,
  TicTacToeMatch,
  TicTacToeRanking,
  TicTacToeResult,
  compareTicTacToe,
  ticTacToeStanding,
  winLossRatio,
} from './tic-tac-toe-scoring';

const match = (result: TicTacToeResult, durationMs = 30_000): TicTacToeMatch => ({
  result,
  durationMs,
});

const ranking = (
  points: number,
  wins: number,
  losses: number,
  totalDurationMs: number,
): TicTacToeRanking => ({ points, wins, losses, totalDurationMs });

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

describe('compareTicTacToe', () => {
  // [description, better, worse]: `better` must rank strictly ahead of `worse`.
  it.each<[string, TicTacToeRanking, TicTacToeRanking]>([
    ['more points first', ranking(6, 1, 5, 900), ranking(5, 2, 0, 10)],
    ['more points first even when much slower', ranking(2, 1, 0, 999_999), ranking(1, 0, 0, 1)],
    ['on equal points, higher win/loss ratio first', ranking(6, 3, 1, 500), ranking(6, 2, 2, 100)],
    ['on equal points, unbeaten before beaten', ranking(4, 1, 0, 500), ranking(4, 2, 1, 100)],
    ['on equal points, any wins before 0/0', ranking(2, 1, 5, 500), ranking(2, 0, 0, 100)],
    [
      'on equal points, 0/0 level with 0/n, then faster',
      ranking(2, 0, 0, 100),
      ranking(2, 0, 3, 500),
    ],
    ['on equal points and ratio, faster first', ranking(6, 2, 1, 60_000), ranking(6, 2, 1, 60_001)],
    ['unbeaten on both sides, then faster', ranking(6, 1, 0, 100), ranking(6, 3, 0, 200)],
    [
      'equal ratios as fractions (2/3 = 4/6), then faster',
      ranking(8, 2, 3, 10),
      ranking(8, 4, 6, 20),
    ],
  ])('%s', (_case, better, worse) => {
    expect(compareTicTacToe(better, worse)).toBeLessThan(0);
    expect(compareTicTacToe(worse, better)).toBeGreaterThan(0);
  });

  it.each<[string, TicTacToeRanking, TicTacToeRanking]>([
    ['identical standings', ranking(6, 3, 1, 500), ranking(6, 3, 1, 500)],
    ['same ratio from different records, same time', ranking(8, 2, 3, 700), ranking(8, 4, 6, 700)],
    ['both unbeaten, same time', ranking(4, 1, 0, 300), ranking(4, 2, 0, 300)],
    ['no wins either side, same time', ranking(1, 0, 0, 50), ranking(1, 0, 4, 50)],
    ['players with no matches', ranking(0, 0, 0, 0), ranking(0, 0, 0, 0)],
  ])('ties %s', (_case, a, b) => {
    expect(compareTicTacToe(a, b)).toBe(0);
    expect(compareTicTacToe(b, a)).toBe(0);
  });

  it('sorts a field best first with ties adjacent', () => {
    const field = {
      slowUnbeaten: ranking(4, 2, 0, 900),
      fastUnbeaten: ranking(4, 2, 0, 300),
      evenRecord: ranking(4, 1, 1, 100),
      leader: ranking(6, 3, 0, 2000),
      twin: ranking(4, 1, 1, 100),
      last: ranking(0, 0, 2, 60),
    };
    const order = Object.entries(field)
      .sort(([, a], [, b]) => compareTicTacToe(a, b))
      .map(([name]) => name);
    expect(order).toEqual(['leader', 'fastUnbeaten', 'slowUnbeaten', 'evenRecord', 'twin', 'last']);
  });

  it('accepts a full standing from ticTacToeStanding', () => {
    const fast = ticTacToeStanding([match('win', 10_000), match('loss', 10_000)]);
    const slow = ticTacToeStanding([match('draw', 30_000), match('draw', 30_000)]);
    // Both 2 points; 1/1 beats 0/0 regardless of time.
    expect(compareTicTacToe(fast, slow)).toBeLessThan(0);
  });
});
