import {
  PoolRules,
  defaultGuaranteedPlayers,
  earnedPrizeTable,
  newPoolRules,
  paidPlaces,
  poolNow,
} from './prize-pool';

const rules = (guaranteedPlayers: number, paidSharePercent: number): PoolRules => ({
  prizeTable: [1000, 600, 400, 200],
  guaranteedPlayers,
  paidSharePercent,
});

describe('prize pool that follows the field', () => {
  // [eligible players, guarantee, share %, earned table]
  it.each<[number, number, number, number[]]>([
    [0, 8, 50, []],
    [1, 8, 50, []], // half of one player is nobody: a field of one wins nothing
    [2, 8, 50, [250]], // one place, scaled by 2 / 8
    [3, 8, 50, [375]], // never everyone in a field of three
    [4, 8, 50, [500, 300]],
    [7, 8, 50, [875, 525, 350]],
    [8, 8, 50, [1000, 600, 400, 200]], // the guarantee: the full table
    [500, 8, 50, [1000, 600, 400, 200]], // more players never raise a prize
    [3, 0, 100, [1000, 600, 400]], // guaranteed from any field, everyone payable
    [3, 9, 100, [333, 200, 133]], // scaled, rounded down
    [10, 20, 10, [500]],
  ])('%i eligible, guarantee %i, %i %% paid → %j', (eligible, guarantee, share, table) => {
    expect(earnedPrizeTable(rules(guarantee, share), eligible)).toEqual(table);
  });

  it('pays no field more per player than the full pool over the guarantee', () => {
    const r = rules(40, 50);
    for (let eligible = 0; eligible <= 100; eligible++) {
      const total = earnedPrizeTable(r, eligible).reduce((a, b) => a + b, 0);
      expect(total).toBeLessThanOrEqual((2200 * Math.max(eligible, 0)) / 40 + 1e-9);
      expect(paidPlaces(r, eligible)).toBeLessThanOrEqual(Math.floor(eligible / 2));
    }
  });

  it('says what the pool is now and at the guarantee', () => {
    expect(poolNow(rules(8, 50), 4)).toEqual({
      full: 2200,
      now: 800,
      eligiblePlayers: 4,
      guaranteedPlayers: 8,
      paidSharePercent: 50,
      paidPlaces: 2,
    });
  });

  it('defaults a new tournament to half the field paid and the full table from twice its places', () => {
    expect(defaultGuaranteedPlayers([5, 4, 3])).toBe(6);
    expect(newPoolRules({ prizeTable: [5, 4, 3] })).toEqual({
      guaranteedPlayers: 6,
      paidSharePercent: 50,
    });
    expect(newPoolRules({ prizeTable: [5], guaranteedPlayers: 0, paidSharePercent: 100 })).toEqual({
      guaranteedPlayers: 0,
      paidSharePercent: 100,
    });
  });
});
