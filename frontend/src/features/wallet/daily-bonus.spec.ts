import { dailyBonusCoinsFor, dailyBonusTiles, dailyBonusToday } from './daily-bonus';

describe('daily bonus tiles', () => {
  it('pays 10, 15, 20, 25, 30, 40 and 50 coins and labels the last day 7+', () => {
    expect(dailyBonusTiles(0).map(({ label, coins }) => [label, coins])).toEqual([
      ['Day 1', 10],
      ['Day 2', 15],
      ['Day 3', 20],
      ['Day 4', 25],
      ['Day 5', 30],
      ['Day 6', 40],
      ['7+', 50],
    ]);
  });

  it.each([
    { streak: 0, today: 1, label: 'Day 1', coins: 10 },
    { streak: 3, today: 4, label: 'Day 4', coins: 25 },
    { streak: 6, today: 7, label: '7+', coins: 50 },
    { streak: 7, today: 7, label: '7+', coins: 50 },
    { streak: 42, today: 7, label: '7+', coins: 50 },
  ])('streak $streak: today is $label', ({ streak, today, label, coins }) => {
    const tiles = dailyBonusTiles(streak);
    expect(dailyBonusToday(streak)).toBe(today);
    expect(dailyBonusCoinsFor(today)).toBe(coins);
    expect(tiles.filter((tile) => tile.state === 'today').map((tile) => tile.label)).toEqual([
      label,
    ]);
    expect(tiles.filter((tile) => tile.state === 'claimed').map((tile) => tile.day)).toEqual(
      Array.from({ length: today - 1 }, (_, index) => index + 1),
    );
    expect(tiles.filter((tile) => tile.state === 'upcoming')).toHaveLength(7 - today);
  });

  it.each([null, undefined, -3, Number.NaN, '2'])('reads a streak of %p safely', (streak) => {
    expect(dailyBonusToday(streak)).toBe(streak === '2' ? 3 : 1);
  });
});
