import { CLASH_TROPHY_BANDS, clashPoints, clashPointsPerTrophy } from './clash-scoring';

describe('CLASH_TROPHY_BANDS', () => {
  it('matches the SPEC §9 table', () => {
    expect(CLASH_TROPHY_BANDS.map((b) => [b.from, b.to, b.pointsPerTrophy])).toEqual([
      [0, 1000, 1],
      [1000, 2000, 2],
      [2000, 3000, 3],
      [3000, 4000, 4],
      [4000, 5000, 5],
      [5000, 6000, 6],
      [6000, 6500, 7],
      [6500, 7000, 8],
      [7000, 8000, 9],
      [8000, null, 10],
    ]);
  });

  it('covers every trophy count with no gap or overlap', () => {
    expect(CLASH_TROPHY_BANDS[0].from).toBe(0);
    for (let i = 1; i < CLASH_TROPHY_BANDS.length; i++) {
      expect(CLASH_TROPHY_BANDS[i].from).toBe(CLASH_TROPHY_BANDS[i - 1].to);
    }
    expect(CLASH_TROPHY_BANDS[CLASH_TROPHY_BANDS.length - 1].to).toBeNull();
  });
});

describe('clashPointsPerTrophy', () => {
  it.each([
    [0, 1],
    [999, 1],
    [1000, 2],
    [1999, 2],
    [2000, 3],
    [2999, 3],
    [3000, 4],
    [3999, 4],
    [4000, 5],
    [4999, 5],
    [5000, 6],
    [5999, 6],
    [6000, 7],
    [6499, 7],
    [6500, 8],
    [6999, 8],
    [7000, 9],
    [7999, 9],
    [8000, 10],
    [12_000, 10],
  ])('%d trophies are in a %d-point band', (trophies, points) => {
    expect(clashPointsPerTrophy(trophies)).toBe(points);
  });
});

describe('clashPoints', () => {
  it.each([
    // no change
    [0, 0, 0],
    [4321, 4321, 0],
    [8000, 8000, 0],
    // gains inside one band
    [0, 1, 1],
    [100, 200, 100],
    [1500, 1600, 200],
    [6100, 6200, 700],
    [6600, 6700, 800],
    [7100, 7200, 900],
    [9000, 9100, 1000],
    // exact boundaries: the trophy from t to t + 1 is worth t's band
    [999, 1000, 1],
    [1000, 1001, 2],
    [1999, 2000, 2],
    [5999, 6000, 6],
    [6000, 6001, 7],
    [6499, 6500, 7],
    [6500, 6501, 8],
    [7999, 8000, 9],
    [8000, 8001, 10],
    [0, 1000, 1000],
    [1000, 2000, 2000],
    [6000, 6500, 3500],
    [6500, 7000, 4000],
    // gains crossing bands are split across them
    [950, 1050, 50 * 1 + 50 * 2],
    [1990, 2010, 10 * 2 + 10 * 3],
    [5900, 6600, 100 * 6 + 500 * 7 + 100 * 8],
    [6400, 6600, 100 * 7 + 100 * 8],
    [7950, 8050, 50 * 9 + 50 * 10],
    // big jumps
    [0, 8000, 1000 * (1 + 2 + 3 + 4 + 5 + 6) + 500 * 7 + 500 * 8 + 1000 * 9],
    [0, 10_000, 37_500 + 2000 * 10],
    [500, 7500, 500 * 1 + 1000 * (2 + 3 + 4 + 5 + 6) + 500 * 7 + 500 * 8 + 500 * 9],
  ])('%d → %d trophies earns %d points', (start, end, points) => {
    expect(clashPoints(start, end)).toBe(points);
  });

  it.each([
    // losses never take the total below zero
    [1000, 999],
    [1050, 950],
    [8000, 0],
    [6500, 6499],
    [1, 0],
  ])('%d → %d trophies (a net loss) earns 0 points', (start, end) => {
    expect(clashPoints(start, end)).toBe(0);
  });

  // Plays a tournament trophy by trophy: a win from t earns t's band, a loss to t − 1 gives back
  // (t − 1)'s band, the same trophy's worth.
  function playTrophyByTrophy(start: number, path: number[]): { end: number; points: number } {
    let trophies = start;
    let points = 0;
    for (const step of path) {
      for (let i = 0; i < Math.abs(step); i++) {
        if (step > 0) points += clashPointsPerTrophy(trophies++);
        else points -= clashPointsPerTrophy(--trophies);
      }
    }
    return { end: trophies, points };
  }

  it.each<[number, number[]]>([
    [950, [100]],
    [1050, [-100]],
    [950, [100, -50]],
    [999, [1, -1, 1]],
    [5900, [700, -300, 50]],
    [7990, [20, -40, 15]],
    [0, [9000]],
    [3000, [-2500, 4000]],
  ])(
    'from %d along %p scores what winning and losing each trophy at its band scores',
    (start, path) => {
      const played = playTrophyByTrophy(start, path);
      expect(clashPoints(start, played.end)).toBe(Math.max(0, played.points));
    },
  );

  it('scores a loss at the band it is lost in: up 950 → 1050, down to 1000 nets 50', () => {
    expect(clashPoints(950, 1000)).toBe(150 - 100);
  });

  it('agrees with trophy-by-trophy play for every start and end up to 8,200', () => {
    // earned[t]: points for climbing 0 → t one trophy at a time.
    const earned = [0];
    for (let t = 0; t < 8200; t++) earned.push(earned[t] + clashPointsPerTrophy(t));
    const mismatches: string[] = [];
    for (let start = 0; start <= 8200; start += 13) {
      for (let end = 0; end <= 8200; end += 17) {
        const expected = Math.max(0, earned[end] - earned[start]);
        if (clashPoints(start, end) !== expected) mismatches.push(`${start} → ${end}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it.each([
    [-1, 100],
    [100, -1],
    [1.5, 100],
    [100, 2.5],
    [Number.NaN, 100],
    [100, Number.POSITIVE_INFINITY],
  ])('rejects %p → %p as not a trophy count', (start, end) => {
    expect(() => clashPoints(start, end)).toThrow(RangeError);
  });
});
