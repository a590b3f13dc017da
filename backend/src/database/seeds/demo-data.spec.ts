import { earnedPrizeTable } from '../../modules/tournaments';
import { TOURNAMENT_BUDGET_PER_PLAYER_DAY, demoSchedules } from './demo-data';

const sum = (table: readonly number[]) => table.reduce((a, b) => a + b, 0);

describe('seeded schedules against the budget (backend/README.md, Economy)', () => {
  it('declare a guarantee and a paid share for every schedule', () => {
    for (const s of demoSchedules()) {
      expect(s.guaranteedPlayers).toBeGreaterThan(0);
      expect(s.paidSharePercent).toBeGreaterThan(0);
      expect(s.paidSharePercent).toBeLessThanOrEqual(50);
    }
  });

  it('mint at most the budget per active player per day, for a player in every one', () => {
    // A pool scales linearly below its guarantee, so it pays at most pool / guarantee per
    // player who played, whatever the field; a schedule runs on its weekdays out of 7.
    const perDay = demoSchedules().reduce(
      (total, s) => total + ((sum(s.prizeTable) / s.guaranteedPlayers!) * s.weekdays.length) / 7,
      0,
    );
    expect(perDay).toBeLessThanOrEqual(TOURNAMENT_BUDGET_PER_PLAYER_DAY);
    expect(perDay).toBe(100);
  });

  it('pay a field of ten accounts on their own a tenth of the pool, over a quarter of them', () => {
    const open = demoSchedules()[0];
    const earned = earnedPrizeTable(
      {
        prizeTable: open.prizeTable,
        guaranteedPlayers: open.guaranteedPlayers!,
        paidSharePercent: open.paidSharePercent!,
      },
      10,
    );
    expect(earned).toEqual([30, 20]);
  });
});
