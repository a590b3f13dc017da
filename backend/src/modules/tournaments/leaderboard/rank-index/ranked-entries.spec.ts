import { entriesOf, ownRowsOf, rankedEntry, tieSizesOf } from './ranked-entries';

const row = (userId: string, points: number) => JSON.stringify({ user_id: userId, points });

describe('ranked entries', () => {
  it.each<[string, string[], number, number, number[]]>([
    ['no entries', [], 4, 4, []],
    ['one group reaching past both ends', ['a', 'a', 'a'], 7, 7, [7, 7, 7]],
    ['groups counted on the page between the ends', ['a', 'b', 'b', 'c'], 3, 5, [3, 2, 2, 5]],
    ['every entry its own rank', ['a', 'b', 'c'], 1, 1, [1, 1, 1]],
    ['the first group and the last', ['a', 'a', 'b'], 4, 2, [4, 4, 2]],
  ])('tie sizes: %s', (_, keys, firstSize, lastSize, expected) => {
    expect(tieSizesOf(keys, firstSize, lastSize)).toEqual(expected);
  });

  it('ranks a window from its first rank, ties sharing one and the next skipping (2, 3, 3, 5)', () => {
    const entries = entriesOf(
      [['k1', 'k2', 'k2', 'k3'], [row('u1', 9), row('u2', 8), row('u3', 8), row('u4', 7)], 2, 1, 1],
      1,
    );
    expect(entries.map((e) => [e.user_id, e.rank, e.tie_size])).toEqual([
      ['u1', 2, 1],
      ['u2', 3, 2],
      ['u3', 3, 2],
      ['u4', 5, 1],
    ]);
    expect(Object.isFrozen(entries) && entries.every(Object.isFrozen)).toBe(true);
  });

  it('leaves out a member whose row is missing', () => {
    const entries = entriesOf([['k1', 'k2'], [null, row('u2', 8)], 1, 1, 1], 0);
    expect(entries.map((e) => [e.user_id, e.rank])).toEqual([['u2', 2]]);
  });

  it('shapes a row with its rank and tie size, frozen', () => {
    const entry = rankedEntry(row('u1', 9), 4, 2);
    expect(entry).toEqual({ user_id: 'u1', points: 9, rank: 4, tie_size: 2 });
    expect(Object.isFrozen(entry)).toBe(true);
  });

  it("reads many players' own rows by user id", () => {
    const own = ownRowsOf(['u1', 3, 2, row('u1', 5), 'u2', 1, 1, row('u2', 9)]);
    expect([...own]).toEqual([
      ['u1', { user_id: 'u1', points: 5, rank: 3, tie_size: 2 }],
      ['u2', { user_id: 'u2', points: 9, rank: 1, tie_size: 1 }],
    ]);
  });
});
