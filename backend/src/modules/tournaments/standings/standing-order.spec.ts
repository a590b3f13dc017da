import { GameId } from '../../games/game-id';
import {
  FINAL_MODE,
  Standing,
  compareStandings,
  liveMode,
  standingKey,
  standingOrderSql,
} from './standing-order';

const standing = (
  points: number,
  wins = 0,
  losses = 0,
  seconds = 0,
  eligible = true,
): Standing => ({
  eligible,
  points,
  wins,
  losses,
  completion_seconds: seconds,
  final_rank: null,
});

const ticTacToe = compareStandings(GameId.TicTacToe);
const chess = compareStandings(GameId.Chess);

const byKey = (gameId: GameId) => (a: Standing, b: Standing) => {
  const ka = standingKey(liveMode(gameId), a);
  const kb = standingKey(liveMode(gameId), b);
  return ka < kb ? -1 : ka > kb ? 1 : 0;
};

describe('standing order', () => {
  it('is eligibility then points for chess, the Clash games and MR RACER, and adds tic-tac-toe tiebreakers in SQL', () => {
    for (const game of [GameId.Chess, GameId.ClashOfClans, GameId.ClashRoyale, GameId.MrRacer]) {
      expect(standingOrderSql(game)).toBe('eligible DESC, points DESC');
      expect(liveMode(game)).toBe('eligible,points');
    }
    const sql = standingOrderSql(GameId.TicTacToe).replace(/\s+/g, ' ');
    expect(sql).toBe(
      "eligible DESC, points DESC, CASE WHEN losses = 0 THEN CASE WHEN wins > 0 THEN 'Infinity'::float8 ELSE 0 END ELSE wins::float8 / losses END DESC, completion_seconds ASC",
    );
  });

  // [description, better, worse]: `better` must rank strictly ahead of `worse`.
  it.each<[string, Standing, Standing]>([
    ['more points first', standing(6, 1, 5, 900), standing(5, 2, 0, 10)],
    ['more points first even when much slower', standing(2, 1, 0, 999_999), standing(1, 0, 0, 1)],
    [
      'on equal points, higher win/loss ratio first',
      standing(6, 3, 1, 500),
      standing(6, 2, 2, 100),
    ],
    ['on equal points, unbeaten before beaten', standing(4, 1, 0, 500), standing(4, 2, 1, 100)],
    ['on equal points, any wins before 0/0', standing(2, 1, 5, 500), standing(2, 0, 0, 100)],
    [
      'on equal points, 0/0 level with 0/n, then faster',
      standing(2, 0, 0, 1),
      standing(2, 0, 3, 5),
    ],
    ['on equal points and ratio, faster first', standing(6, 2, 1, 60), standing(6, 2, 1, 61)],
    ['unbeaten on both sides, then faster', standing(6, 1, 0, 100), standing(6, 3, 0, 200)],
    ['equal ratios (2/3 = 4/6), then faster', standing(8, 2, 3, 10), standing(8, 4, 6, 20)],
  ])('tic-tac-toe: %s (comparator and index key agree)', (_case, better, worse) => {
    expect(ticTacToe(better, worse)).toBeLessThan(0);
    expect(ticTacToe(worse, better)).toBeGreaterThan(0);
    expect(byKey(GameId.TicTacToe)(better, worse)).toBe(-1);
  });

  it.each<[string, Standing, Standing]>([
    ['identical standings', standing(6, 3, 1, 500), standing(6, 3, 1, 500)],
    ['same ratio from different records, same time', standing(8, 2, 3, 70), standing(8, 4, 6, 70)],
    ['both unbeaten, same time', standing(4, 1, 0, 300), standing(4, 2, 0, 300)],
    ['no wins either side, same time', standing(1, 0, 0, 50), standing(1, 0, 4, 50)],
    ['players with no matches', standing(0), standing(0)],
  ])('tic-tac-toe ties %s (equal keys)', (_case, a, b) => {
    expect(ticTacToe(a, b)).toBe(0);
    expect(ticTacToe(b, a)).toBe(0);
    expect(standingKey(liveMode(GameId.TicTacToe), a)).toBe(
      standingKey(liveMode(GameId.TicTacToe), b),
    );
  });

  it('chess ties on equal points whatever the record', () => {
    const mode = liveMode(GameId.Chess);
    expect(chess(standing(7, 3, 1), standing(7, 0, 9))).toBe(0);
    expect(standingKey(mode, standing(7, 3, 1))).toBe(standingKey(mode, standing(7, 0, 9)));
  });

  // Issue 48: an empty record (registered, never played) put 0–0 above a played 0–1.
  it.each([
    GameId.Chess,
    GameId.ClashOfClans,
    GameId.ClashRoyale,
    GameId.TicTacToe,
    GameId.MrRacer,
  ])('game %s: a player with a counted result always ranks ahead of one without', (game) => {
    const compare = compareStandings(game);
    const played = [standing(0, 0, 1, 300), standing(0, 0, 0, 0), standing(2, 1, 0, 10)];
    const notPlayed = [standing(0, 0, 0, 0, false), standing(5, 2, 0, 1, false)];
    for (const a of played) {
      for (const b of notPlayed) {
        expect(compare(a, b)).toBeLessThan(0);
        expect(byKey(game)(a, b)).toBe(-1);
      }
    }
    expect(compare(notPlayed[0], standing(0, 0, 0, 0, false))).toBe(0);
  });

  it('orders points high to low across the whole int4 range in fixed-width keys', () => {
    const points = [-2147483648, -5, -1, 0, 1, 9, 10, 255, 256, 65536, 2147483647];
    const mode = liveMode(GameId.Chess);
    const keys = points.map((p) => standingKey(mode, standing(p)));
    expect([...keys].sort()).toEqual([...keys].reverse());
    expect(new Set(keys.map((k) => k.length))).toEqual(new Set([9]));
  });

  it('keys and comparator agree on 5,000 random pairs, equal exactly when tied', () => {
    let seed = 42;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let i = 0; i < 5_000; i++) {
      const a = standing(rand(6), rand(4), rand(4), rand(3) * 30, rand(4) > 0);
      const b = standing(rand(6), rand(4), rand(4), rand(3) * 30, rand(4) > 0);
      expect(Math.sign(byKey(GameId.TicTacToe)(a, b))).toBe(ticTacToe(a, b));
      expect(Math.sign(byKey(GameId.Chess)(a, b))).toBe(chess(a, b));
    }
  });

  it('orders frozen standings by final rank, an unranked entry last', () => {
    const final = (rank: number | null) =>
      standingKey(FINAL_MODE, { ...standing(0), final_rank: rank });
    expect([final(10), final(null), final(2), final(1)].sort()).toEqual([
      final(1),
      final(2),
      final(10),
      final(null),
    ]);
  });
});
