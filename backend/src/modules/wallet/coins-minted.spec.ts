import { MintCeilings } from '../../config/env';
import {
  CeilingReading,
  MintedRow,
  ceilingReadings,
  mintedReport,
  reportRangeProblem,
} from './coins-minted';

describe('ceilingReadings', () => {
  const ceilings: MintCeilings = { dailyBonus: 100, tournament: 1000, referral: 0 };
  const exceeded = (minted: Record<string, number>, limits = ceilings) =>
    ceilingReadings(new Map(Object.entries(minted)), limits)
      .filter((r) => r.exceeded)
      .map((r) => r.source);

  it.each<[string, Record<string, number>, string[]]>([
    ['nothing minted', {}, []],
    ['below every ceiling', { 'rewards:daily': 99, 'rewards:tournament': 10 }, []],
    ['a ceiling reached exactly is not passed', { 'rewards:daily': 100 }, []],
    ['one coin past it is', { 'rewards:daily': 101 }, ['rewards:daily']],
    [
      'each source against its own ceiling',
      { 'rewards:daily': 50, 'rewards:tournament': 1001 },
      ['rewards:tournament'],
    ],
    ['a ceiling of 0 is none', { 'rewards:referral': 1_000_000 }, []],
    ['a source without a setting has no ceiling', { 'shop:sales': 1_000_000 }, []],
  ])('%s', (_name, minted, sources) => {
    expect(exceeded(minted)).toEqual(sources);
  });

  it('reads every source with a setting, quiet ones at 0, then the others that minted', () => {
    expect(ceilingReadings(new Map([['shop:sales', 7]]), ceilings)).toEqual<CeilingReading[]>([
      {
        source: 'rewards:daily',
        minted: 0,
        ceiling: 100,
        setting: 'MINT_CEILING_DAILY_BONUS',
        exceeded: false,
      },
      {
        source: 'rewards:tournament',
        minted: 0,
        ceiling: 1000,
        setting: 'MINT_CEILING_TOURNAMENT',
        exceeded: false,
      },
      {
        source: 'rewards:referral',
        minted: 0,
        ceiling: 0,
        setting: 'MINT_CEILING_REFERRAL',
        exceeded: false,
      },
      { source: 'shop:sales', minted: 7, ceiling: 0, setting: null, exceeded: false },
    ]);
  });
});

describe('reportRangeProblem', () => {
  it.each<[string, string, string | null]>([
    ['2026-11-01', '2026-11-01', null],
    ['2026-11-01', '2026-11-07', null],
    ['2026-01-01', '2026-04-02', null], // 92 days
    [
      '2026-01-01',
      '2026-04-03',
      'from and to may span at most 92 days (2026-01-01 to 2026-04-03 is 93)',
    ],
    ['2026-11-02', '2026-11-01', 'to must not be before from'],
  ])('%s to %s: %s', (from, to, problem) => {
    expect(reportRangeProblem(from, to)).toBe(problem);
  });
});

describe('mintedReport', () => {
  const row = (day: string, source: string, minted: number, returned = 0): MintedRow => ({
    day,
    source,
    minted,
    returned,
  });

  it('lists every day of the range, sums days and sources to the same total, nets returns', () => {
    const report = mintedReport(
      '2026-11-01',
      '2026-11-03',
      [
        row('2026-11-01', 'rewards:tournament', 500),
        row('2026-11-01', 'rewards:daily', 25),
        row('2026-11-03', 'rewards:daily', 10, 4),
      ],
      [],
    );
    expect(report.total).toEqual({ minted: 535, returned: 4, net: 531 });
    expect(report.sources).toEqual([
      { source: 'rewards:daily', minted: 35, returned: 4 },
      { source: 'rewards:tournament', minted: 500, returned: 0 },
    ]);
    expect(report.days).toEqual([
      {
        day: '2026-11-01',
        minted: 525,
        returned: 0,
        sources: [
          { source: 'rewards:daily', minted: 25, returned: 0 },
          { source: 'rewards:tournament', minted: 500, returned: 0 },
        ],
      },
      { day: '2026-11-02', minted: 0, returned: 0, sources: [] },
      {
        day: '2026-11-03',
        minted: 10,
        returned: 4,
        sources: [{ source: 'rewards:daily', minted: 10, returned: 4 }],
      },
    ]);
  });

  it('orders tournaments by id, prizes without a tournament last', () => {
    const t = (tournamentId: number | null) => ({ tournamentId, prizes: 1, referralShares: 0 });
    const report = mintedReport('2026-11-01', '2026-11-01', [], [t(12), t(null), t(3)]);
    expect(report.tournaments.map((x) => x.tournamentId)).toEqual([3, 12, null]);
    expect(report.total).toEqual({ minted: 0, returned: 0, net: 0 });
  });
});
