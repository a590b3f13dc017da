import { GameId } from '../../games/game-id';
import { Standing, liveMode, standingKey, winLossRatio } from './standing-key';

const standing = (points: number, wins = 0, losses = 0, seconds = 0): Standing => ({
  points,
  wins,
  losses,
  completion_seconds: seconds,
  final_rank: null,
});

// The SQL order of `standingOrder`, written as a comparator: negative when a ranks ahead of b.
function sqlOrder(a: Standing, b: Standing): number {
  if (a.points !== b.points) return b.points - a.points;
  const ra = winLossRatio(a.wins, a.losses);
  const rb = winLossRatio(b.wins, b.losses);
  if (ra !== rb) return ra > rb ? -1 : 1;
  return a.completion_seconds - b.completion_seconds;
}

const byKey = (mode: 'points' | 'ratio-time') => (a: Standing, b: Standing) => {
  const ka = standingKey(mode, a);
  const kb = standingKey(mode, b);
  return ka < kb ? -1 : ka > kb ? 1 : 0;
};

describe('standingKey', () => {
  it('picks the tie-breaking mode by game', () => {
    expect(liveMode(GameId.Chess)).toBe('points');
    expect(liveMode(GameId.ClashOfClans)).toBe('points');
    expect(liveMode(GameId.ClashRoyale)).toBe('points');
    expect(liveMode(GameId.TicTacToe)).toBe('ratio-time');
  });

  it('orders points high to low across the whole int4 range, ties equal', () => {
    const points = [-2147483648, -5, -1, 0, 1, 9, 10, 255, 256, 65536, 2147483647];
    const keys = points.map((p) => standingKey('points', standing(p)));
    const sorted = [...keys].sort();
    expect(sorted).toEqual([...keys].reverse());
    expect(new Set(keys.map((k) => k.length))).toEqual(new Set([8]));
    expect(standingKey('points', standing(7, 3, 1))).toBe(standingKey('points', standing(7, 0, 9)));
  });

  it('breaks tic-tac-toe ties on ratio (no losses is infinite, nothing played is 0), then time', () => {
    const inOrder = [
      standing(10, 5, 0, 900), // ratio ∞
      standing(10, 5, 0, 901),
      standing(10, 6, 1, 10), // 6
      standing(10, 2, 1, 10), // 2
      standing(10, 4, 2, 11), // 2, slower
      standing(10, 1, 3, 5), // 1/3
      standing(10, 0, 0, 0), // 0 (no games)
      standing(10, 0, 4, 0), // 0
      standing(9, 9, 0, 0),
    ];
    const keys = inOrder.map((s) => standingKey('ratio-time', s));
    expect([...keys].sort()).toEqual(keys);
    expect(keys[6]).toBe(keys[7]);
    for (let i = 0; i + 1 < inOrder.length; i++) {
      expect(Math.sign(byKey('ratio-time')(inOrder[i], inOrder[i + 1]))).toBe(
        Math.sign(sqlOrder(inOrder[i], inOrder[i + 1])),
      );
    }
    // Equal ratios written differently are one tie, as float8 division makes them in SQL.
    expect(standingKey('ratio-time', standing(4, 1, 3, 60))).toBe(
      standingKey('ratio-time', standing(4, 2, 6, 60)),
    );
    expect(standingKey('ratio-time', standing(0, 0, 0, 0))).toBe(
      standingKey('ratio-time', standing(0, 0, 7, 0)),
    );
  });

  it('agrees with the SQL order on 5,000 random pairs, equal exactly when tied', () => {
    let seed = 42;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let i = 0; i < 5_000; i++) {
      const a = standing(rand(6), rand(4), rand(4), rand(3) * 30);
      const b = standing(rand(6), rand(4), rand(4), rand(3) * 30);
      expect(Math.sign(byKey('ratio-time')(a, b))).toBe(Math.sign(sqlOrder(a, b)));
      expect(Math.sign(byKey('points')(a, b))).toBe(Math.sign(b.points - a.points));
    }
  });

  it('orders frozen standings by final rank, an unranked entry last', () => {
    const final = (rank: number | null) =>
      standingKey('final', { ...standing(0), final_rank: rank });
    expect([final(10), final(null), final(2), final(1)].sort()).toEqual([
      final(1),
      final(2),
      final(10),
      final(null),
    ]);
  });
});
