import { GameId } from '../../games/game-id';
import { compareStandings } from '../standings/standing-order';
import { splitPrizes, tiedGroupPrize } from './prize-split';

const samePoints = (a: number, b: number) => a === b;

// Splits among players given only as points, best first.
function split(points: number[], prizeTable: number[]) {
  const result = splitPrizes(points, prizeTable, samePoints);
  return {
    ranks: result.placements.map((p) => p.rank),
    rewards: result.placements.map((p) => p.reward),
    paid: result.paid,
    leftover: result.leftover,
    unawarded: result.unawarded,
  };
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('splitPrizes', () => {
  it.each<[string, number[], number[], number[], number[], number, number]>([
    // [case, points best first, prize table, ranks, rewards, leftover, unawarded]
    ['no players', [], [100, 50, 30], [], [], 0, 180],
    ['no players and no prizes', [], [], [], [], 0, 0],
    ['one player', [10], [100, 50, 30], [1], [100], 0, 80],
    ['fewer players than prizes', [9, 5], [100, 50, 30], [1, 2], [100, 50], 0, 30],
    ['as many players as prizes', [9, 5, 1], [100, 50, 30], [1, 2, 3], [100, 50, 30], 0, 0],
    [
      'more players than prizes',
      [9, 7, 5, 3, 1],
      [100, 50, 30],
      [1, 2, 3, 4, 5],
      [100, 50, 30, 0, 0],
      0,
      0,
    ],
    ['a tie for 1st sharing 1st and 2nd', [9, 9, 5], [100, 50, 30], [1, 1, 3], [75, 75, 30], 0, 0],
    [
      'a tie for 2nd, ranks 1, 2, 2, 4',
      [9, 7, 7, 5],
      [100, 50, 30, 10],
      [1, 2, 2, 4],
      [100, 40, 40, 10],
      0,
      0,
    ],
    [
      'an uneven tie rounding down',
      [9, 7, 7, 7],
      [100, 50, 30, 20],
      [1, 2, 2, 2],
      [100, 33, 33, 33],
      1,
      0,
    ],
    ['all tied', [4, 4, 4, 4], [100, 50, 30], [1, 1, 1, 1], [45, 45, 45, 45], 0, 0],
    [
      'all tied, as many players as prizes',
      [4, 4, 4],
      [100, 50, 30],
      [1, 1, 1],
      [60, 60, 60],
      0,
      0,
    ],
    ['all tied, fewer players than prizes', [4, 4], [100, 50, 31], [1, 1], [75, 75], 0, 31],
    [
      'all tied, remainder kept',
      [4, 4, 4, 4, 4, 4, 4],
      [100, 50, 30],
      [1, 1, 1, 1, 1, 1, 1],
      [25, 25, 25, 25, 25, 25, 25],
      5,
      0,
    ],
    [
      'four tied across the last paid position (3rd)',
      [9, 7, 5, 5, 5, 5],
      [100, 50, 30],
      [1, 2, 3, 3, 3, 3],
      [100, 50, 7, 7, 7, 7],
      2,
      0,
    ],
    [
      'two tied across the last paid position',
      [9, 7, 5, 5],
      [100, 50, 31],
      [1, 2, 3, 3],
      [100, 50, 15, 15],
      1,
      0,
    ],
    [
      'a tie straddling paid and unpaid positions',
      [9, 7, 7, 7, 1],
      [100, 50, 30],
      [1, 2, 2, 2, 5],
      [100, 26, 26, 26, 0],
      2,
      0,
    ],
    [
      'more tied players than prizes',
      [5, 5, 5, 5, 5, 5, 5, 5, 5, 5],
      [100, 50, 30],
      [1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
      [18, 18, 18, 18, 18, 18, 18, 18, 18, 18],
      0,
      0,
    ],
    ['more tied players than coins', [5, 5, 5, 5], [3], [1, 1, 1, 1], [0, 0, 0, 0], 3, 0],
    [
      'a tie entirely past the prizes',
      [9, 7, 5, 3, 3],
      [100, 50, 30],
      [1, 2, 3, 4, 4],
      [100, 50, 30, 0, 0],
      0,
      0,
    ],
    ['zero prizes (empty table)', [9, 7, 7], [], [1, 2, 2], [0, 0, 0], 0, 0],
    ['zero prizes (all zero)', [9, 7, 7], [0, 0, 0], [1, 2, 2], [0, 0, 0], 0, 0],
    ['a zero prize inside the table', [9, 7, 5], [100, 0, 30], [1, 2, 3], [100, 0, 30], 0, 0],
    ['a table that is not decreasing', [9, 7, 7], [10, 100, 1], [1, 2, 2], [10, 50, 50], 1, 0],
    [
      'several tie groups',
      [9, 9, 7, 5, 5, 5, 3],
      [100, 60, 40, 30, 20, 10, 5],
      [1, 1, 3, 4, 4, 4, 7],
      [80, 80, 40, 20, 20, 20, 5],
      0,
      0,
    ],
    ['zero points still ranked', [3, 0, 0], [100, 50, 30], [1, 2, 2], [100, 40, 40], 0, 0],
  ])('%s', (_case, points, prizeTable, ranks, rewards, leftover, unawarded) => {
    const result = split(points, prizeTable);
    expect(result.ranks).toEqual(ranks);
    expect(result.rewards).toEqual(rewards);
    expect(result.leftover).toBe(leftover);
    expect(result.unawarded).toBe(unawarded);
    expect(result.paid).toBe(sum(rewards));
    const occupied = sum(prizeTable.slice(0, points.length));
    expect(result.paid + result.leftover).toBe(occupied);
    expect(result.paid + result.leftover + result.unawarded).toBe(sum(prizeTable));
  });

  it('pays tied players an equal share and keeps the remainder in the rewards account', () => {
    // The example: prizes [100, 50, 30], four players tied for 3rd.
    const result = split([9, 7, 5, 5, 5, 5], [100, 50, 30]);
    expect(result.rewards.slice(2)).toEqual([7, 7, 7, 7]);
    expect(result.leftover).toBe(2);
    expect(result.paid).toBe(178);
  });

  it('returns each player with their placement, in the order given', () => {
    const players = [
      { id: 'ann', points: 9 },
      { id: 'bob', points: 7 },
      { id: 'cyd', points: 7 },
    ];
    const { placements } = splitPrizes(players, [100, 50, 30], (a, b) => a.points === b.points);
    expect(placements).toEqual([
      { player: players[0], rank: 1, reward: 100 },
      { player: players[1], rank: 2, reward: 40 },
      { player: players[2], rank: 2, reward: 40 },
    ]);
  });

  it('asks only whether neighbours are tied', () => {
    const asked: [number, number][] = [];
    splitPrizes([9, 7, 7, 5], [100], (a, b) => {
      asked.push([a, b]);
      return a === b;
    });
    expect(asked).toEqual([
      [9, 7],
      [7, 7],
      [7, 5],
    ]);
  });

  it('groups tic-tac-toe players tied after every tiebreaker', () => {
    const compareTicTacToe = compareStandings(GameId.TicTacToe);
    const r = (points: number, wins: number, losses: number, seconds: number) => ({
      eligible: true,
      points,
      wins,
      losses,
      completion_seconds: seconds,
    });
    const standings = [
      r(6, 3, 0, 100),
      r(4, 2, 1, 200), // tied with the next: 2/1 = 4/2, same time
      r(4, 4, 2, 200),
      r(4, 4, 2, 250), // same ratio, slower
      r(2, 1, 3, 50),
    ].sort(compareTicTacToe);
    const { placements, leftover } = splitPrizes(
      standings,
      [100, 50, 25, 10],
      (a, b) => compareTicTacToe(a, b) === 0,
    );
    expect(placements.map((p) => [p.rank, p.reward])).toEqual([
      [1, 100],
      [2, 37],
      [2, 37],
      [4, 10],
      [5, 0],
    ]);
    expect(leftover).toBe(1);
  });

  it.each([[[100, -1]], [[100, 1.5]], [[Number.NaN]], [[Number.MAX_SAFE_INTEGER, 1]]])(
    'rejects the prize table %p',
    (prizeTable) => {
      expect(() => splitPrizes([1, 2], prizeTable, samePoints)).toThrow(RangeError);
    },
  );

  it('keeps paid + leftover equal to the occupied prizes for random standings', () => {
    // Deterministic pseudo-random cases (LCG) so a failure is reproducible.
    let seed = 12345;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let run = 0; run < 500; run++) {
      const points = Array.from({ length: next(40) }, () => next(6)).sort((a, b) => b - a);
      const prizeTable = Array.from({ length: next(15) }, () => next(1000));
      const result = splitPrizes(points, prizeTable, samePoints);

      expect(result.paid + result.leftover).toBe(sum(prizeTable.slice(0, points.length)));
      expect(result.paid + result.leftover + result.unawarded).toBe(sum(prizeTable));
      for (let i = 1; i < points.length; i++) {
        const [prev, cur] = [result.placements[i - 1], result.placements[i]];
        if (points[i] === points[i - 1]) {
          expect(cur.rank).toBe(prev.rank);
          expect(cur.reward).toBe(prev.reward);
        } else {
          expect(cur.rank).toBe(i + 1);
        }
      }
    }
  });

  it('settles 100,000 players with many ties in one pass', () => {
    // 100,000 players in groups of 1 to 7 tied on points, and a 1,000-position prize table.
    const points: number[] = [];
    for (let p = 1_000_000; points.length < 100_000; p--) {
      for (let k = 0; k < 1 + (p % 7) && points.length < 100_000; k++) points.push(p);
    }
    const prizeTable = Array.from({ length: 1000 }, (_, i) => 10_000 - i * 7);
    let comparisons = 0;
    const result = splitPrizes(points, prizeTable, (a, b) => {
      comparisons++;
      return a === b;
    });

    expect(result.placements).toHaveLength(100_000);
    expect(comparisons).toBe(99_999);
    expect(result.paid + result.leftover).toBe(sum(prizeTable));
    expect(result.unawarded).toBe(0);
    expect(result.placements[99_999].reward).toBe(0);
    const paidPlayers = result.placements.filter((p) => p.reward > 0).length;
    expect(paidPlayers).toBeGreaterThanOrEqual(1000);
  });

  it('settles 100,000 players all tied for 1st with a prize for each', () => {
    const points = new Array<number>(100_000).fill(42);
    const prizeTable = new Array<number>(100_000).fill(3);
    prizeTable[0] = 1_000_001;
    const result = splitPrizes(points, prizeTable, samePoints);

    // (1,000,001 + 99,999 × 3) ÷ 100,000 = 12 each, 99,998 left over.
    expect(new Set(result.placements.map((p) => `${p.rank}:${p.reward}`))).toEqual(
      new Set(['1:12']),
    );
    expect(result.leftover).toBe(99_998);
    expect(result.paid).toBe(1_200_000);
  });
});

describe('tiedGroupPrize (the projected prize of a live standing)', () => {
  it('gives each player what settlement would pay them, for any standings and table', () => {
    let seed = 11;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let run = 0; run < 500; run++) {
      const points = Array.from({ length: 1 + rand(30) }, () => rand(6)).sort((a, b) => b - a);
      const table = Array.from({ length: rand(12) }, () => rand(1000));
      const { placements } = splitPrizes(points, table, samePoints);
      // What a page row knows: its rank and how many share it.
      const sizes = new Map<number, number>();
      placements.forEach((p) => sizes.set(p.rank, (sizes.get(p.rank) ?? 0) + 1));
      for (const p of placements) {
        expect(tiedGroupPrize(table, p.rank, sizes.get(p.rank)!).share).toBe(p.reward);
      }
    }
  });

  it('is worth nothing past the table, and splits a group down to whole coins', () => {
    expect(tiedGroupPrize([100, 50, 30], 4, 1)).toEqual({ groupPrize: 0, share: 0 });
    expect(tiedGroupPrize([100, 50, 30], 3, 4)).toEqual({ groupPrize: 30, share: 7 });
    expect(tiedGroupPrize([100, 50, 30], 1, 2)).toEqual({ groupPrize: 150, share: 75 });
  });
});
