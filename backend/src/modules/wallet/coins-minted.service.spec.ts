import { Logger } from '@nestjs/common';
import { QueueRegistry } from '../../events/queue-registry';
import { MintedRow } from './coins-minted';
import { CoinsMintedRepository } from './coins-minted.repository';
import { CoinsMintedService } from './coins-minted.service';

/** A mock that fails the test when called without an answer set up for it. */
const strict = () =>
  jest.fn<unknown, unknown[]>((...args) => {
    throw new Error(`unexpected call with ${JSON.stringify(args)}`);
  });

// 10:00 in India on 2026-11-21; the IST day runs from 2026-11-20T18:30Z to 2026-11-21T18:30Z.
const NOW = new Date('2026-11-21T04:30:00Z');
const TODAY = '2026-11-21';
const LATER_TODAY = new Date('2026-11-21T18:29:00Z');
const TOMORROW = new Date('2026-11-21T18:30:00Z');

function setup() {
  const ledger = { byDayAndSource: strict(), byTournament: strict() };
  const queues = { repeat: strict() };
  const service = new CoinsMintedService(
    ledger as unknown as CoinsMintedRepository,
    { mintCeilings: { dailyBonus: 100, tournament: 1000, referral: 0 } },
    queues as unknown as QueueRegistry,
  );
  const ledgerAnswers = (...answers: MintedRow[][]) => {
    for (const rows of answers) ledger.byDayAndSource.mockImplementationOnce(async () => rows);
  };
  return { service, ledger, queues, ledgerAnswers };
}

const minted = (day: string, source: string, coins: number): MintedRow => ({
  day,
  source,
  minted: coins,
  returned: 0,
});

describe('CoinsMintedService', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('reads today as the IST day', async () => {
    const { service, ledger, ledgerAnswers } = setup();
    ledgerAnswers([]);
    await service.today(new Date('2026-11-20T18:30:00Z')); // midnight in India
    expect(ledger.byDayAndSource).toHaveBeenCalledWith([TODAY]);
  });

  it('reads a report day by day, and its tournaments from the first IST midnight to the one after the last day', async () => {
    const { service, ledger, ledgerAnswers } = setup();
    ledgerAnswers([minted('2026-11-01', 'rewards:daily', 10)]);
    ledger.byTournament.mockImplementationOnce(async () => []);
    const report = await service.report('2026-10-31', '2026-11-02');
    expect(ledger.byDayAndSource).toHaveBeenCalledWith(['2026-10-31', '2026-11-01', '2026-11-02']);
    expect(ledger.byTournament).toHaveBeenCalledWith(
      new Date('2026-10-30T18:30:00Z'),
      new Date('2026-11-02T18:30:00Z'),
    );
    expect(report.total).toEqual({ minted: 10, returned: 0, net: 10 });
    expect(report.days.map((d) => [d.day, d.minted])).toEqual([
      ['2026-10-31', 0],
      ['2026-11-01', 10],
      ['2026-11-02', 0],
    ]);
  });

  it('warns once per source per IST day when it passes its ceiling, never below it', async () => {
    const { service, ledgerAnswers } = setup();
    ledgerAnswers(
      [minted(TODAY, 'rewards:daily', 100), minted(TODAY, 'rewards:tournament', 900)],
      [minted(TODAY, 'rewards:daily', 101), minted(TODAY, 'rewards:tournament', 900)],
      [minted(TODAY, 'rewards:daily', 150), minted(TODAY, 'rewards:tournament', 1200)],
      [minted('2026-11-22', 'rewards:daily', 120)],
    );

    await service.checkCeilings(NOW);
    expect(warn).not.toHaveBeenCalled();

    const readings = await service.checkCeilings(NOW);
    expect(readings.filter((r) => r.exceeded).map((r) => r.source)).toEqual(['rewards:daily']);
    expect(warn.mock.calls).toEqual([
      [
        'Mint ceiling passed: rewards:daily minted 101 coins on IST day 2026-11-21, ' +
          'over its ceiling of 100 (MINT_CEILING_DAILY_BONUS)',
      ],
    ]);

    // Later the same day: only the source newly past its ceiling is told of.
    await service.checkCeilings(LATER_TODAY);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[1][0]).toMatch(/^Mint ceiling passed: rewards:tournament minted 1200 /);

    // A new IST day warns again.
    await service.checkCeilings(TOMORROW);
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn.mock.calls[2][0]).toContain('rewards:daily minted 120 coins on IST day 2026-11-22');
  });

  it('registers one repeating check a minute', async () => {
    const { service, queues } = setup();
    queues.repeat.mockImplementationOnce(async () => undefined);
    await service.ensureRepeatingCheck();
    expect(queues.repeat).toHaveBeenCalledWith('wallet.mint_check', 60_000);
  });
});
