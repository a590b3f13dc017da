import { sampleDailyBonus as table } from '../../test/rewards.fixture';
import { dailyBonusTiles, dailyBonusToday } from './daily-bonus-tiles';

describe('daily bonus tiles', () => {
  it('shows one tile per day of the table, the last one labelled 7+', () => {
    expect(dailyBonusTiles(0, table).map(({ label, coins }) => [label, coins])).toEqual([
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
    const tiles = dailyBonusTiles(streak, table);
    expect(dailyBonusToday(streak, table)).toBe(today);
    expect(tiles.filter((tile) => tile.state === 'today')).toEqual([
      { day: today, label, coins, state: 'today' },
    ]);
    expect(tiles.filter((tile) => tile.state === 'claimed').map((tile) => tile.day)).toEqual(
      Array.from({ length: today - 1 }, (_, index) => index + 1),
    );
    expect(tiles.filter((tile) => tile.state === 'upcoming')).toHaveLength(7 - today);
  });

  it('follows the table it is given: a shorter one caps the streak sooner', () => {
    const short = table.slice(0, 3);
    expect(dailyBonusTiles(5, short).map(({ label, state }) => [label, state])).toEqual([
      ['Day 1', 'claimed'],
      ['Day 2', 'claimed'],
      ['3+', 'today'],
    ]);
  });

  it.each([null, undefined, -3, Number.NaN, '2'])('reads a streak of %p safely', (streak) => {
    expect(dailyBonusToday(streak, table)).toBe(streak === '2' ? 3 : 1);
  });
});
