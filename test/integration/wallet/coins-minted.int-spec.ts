import { INestApplicationContext, Logger } from '@nestjs/common';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { addDays, istDay, istInstant } from '../../../backend/src/common/ist-day';
import { QueueRegistry } from '../../../backend/src/events/queue-registry';
import { QUEUES } from '../../../backend/src/events/queues';
import { ReferralBonusesService } from '../../../backend/src/modules/referrals/referral-bonuses.service';
import { SettlementService } from '../../../backend/src/modules/tournaments/settlement/settlement.service';
import { TournamentsService } from '../../../backend/src/modules/tournaments/tournaments.service';
import { CoinsMintedService } from '../../../backend/src/modules/wallet/coins-minted.service';
import { SYSTEM_ACCOUNTS, userAccount } from '../../../backend/src/modules/wallet/wallet-accounts';
import { WalletService } from '../../../backend/src/modules/wallet/wallet.service';
import { invitedPlayer, referralCode } from '../../factories/referral.factory';
import { playedTournament } from '../../factories/tournament.factory';
import { createPlayer } from '../../factories/user.factory';
import { ops, post } from '../../utils/http';
import {
  OPERATOR_TOKEN,
  eventually,
  resetDatabase,
  startApi,
  startWorker,
} from '../../utils/stack';

// Small enough for a test to pass: prizes pass theirs, daily bonuses stay well below theirs.
const CEILINGS = {
  MINT_CEILING_DAILY_BONUS: '1000000',
  MINT_CEILING_TOURNAMENT: '1000',
  MINT_CEILING_REFERRAL: '0',
};

interface Amounts {
  minted: number;
  returned: number;
}
interface Report {
  total: Amounts & { net: number };
  sources: (Amounts & { source: string })[];
  days: (Amounts & { day: string; sources: (Amounts & { source: string })[] })[];
  tournaments: { tournament_id: number | null; prizes: number; referral_shares: number }[];
}

describe('coins minted: the operators’ report and the daily ceilings', () => {
  let app: NestFastifyApplication;
  let dataSource: DataSource;

  beforeAll(async () => {
    Object.assign(process.env, CEILINGS);
    app = await startApi();
    dataSource = app.get(DataSource);
  });
  afterAll(async () => {
    await app.close();
    for (const key of Object.keys(CEILINGS)) delete process.env[key];
  });

  const today = () => istDay(new Date());

  async function report(from: string, to: string): Promise<Report> {
    const res = await ops(app, 'GET', `economy/minted?from=${from}&to=${to}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ status: 'S', from, to });
    return res.body;
  }

  const minted = (r: Report, source: string) =>
    r.sources.find((s) => s.source === source) ?? { minted: 0, returned: 0 };

  /** The ledger's own sums over IST days: coins each system account paid players, and got back. */
  async function ledgerSums(from: string, to: string) {
    const rows: { debit_account: string; credit_account: string; amount: string }[] =
      await dataSource.query(
        `SELECT debit_account, credit_account, amount FROM wallet_transfers
          WHERE created_at >= $1 AND created_at < $2`,
        [istInstant(from, '00:00'), istInstant(addDays(to, 1), '00:00')],
      );
    const sums = new Map<string, Amounts>();
    const add = (source: string, field: keyof Amounts, amount: string) => {
      const s = sums.get(source) ?? { minted: 0, returned: 0 };
      s[field] += Number(amount);
      sums.set(source, s);
    };
    for (const r of rows) {
      const [fromPlayer, toPlayer] = [r.debit_account, r.credit_account].map((a) =>
        a.startsWith('user:'),
      );
      if (!fromPlayer && toPlayer) add(r.debit_account, 'minted', r.amount);
      if (fromPlayer && r.credit_account.startsWith('rewards:')) {
        add(r.credit_account, 'returned', r.amount);
      }
    }
    return sums;
  }

  /** Per-source totals are the ledger's, and days, sources and tournaments add up to them. */
  async function expectAddsUp(r: Report, from: string, to: string) {
    const ledger = await ledgerSums(from, to);
    expect(
      Object.fromEntries(
        r.sources.map((s) => [s.source, { minted: s.minted, returned: s.returned }]),
      ),
    ).toEqual(Object.fromEntries(ledger));
    const sum = (rows: Amounts[], field: keyof Amounts) =>
      rows.reduce((t, row) => t + row[field], 0);
    expect(r.total).toEqual({
      minted: sum(r.sources, 'minted'),
      returned: sum(r.sources, 'returned'),
      net: sum(r.sources, 'minted') - sum(r.sources, 'returned'),
    });
    expect(sum(r.days, 'minted')).toBe(r.total.minted);
    expect(sum(r.days, 'returned')).toBe(r.total.returned);
    for (const day of r.days) expect(sum(day.sources, 'minted')).toBe(day.minted);
    expect(r.tournaments.reduce((t, x) => t + x.prizes, 0)).toBe(
      minted(r, SYSTEM_ACCOUNTS.tournamentRewards).minted,
    );
  }

  it('adds up to the ledger after a daily bonus, referral bonuses, a settled tournament and a return', async () => {
    const day = today();
    const before = await report(day, day);

    // A daily bonus, claimed as players claim it.
    const claimer = await createPlayer(app, { name: 'Claimer' });
    const claim = await post(app, 'daily_reward_claim', { user_id: claimer.userId }, claimer.token);
    expect(claim.body).toMatchObject({ status: 'S', reward: 10 });

    // Referral signup bonuses: 100 to each side.
    const referrer = await createPlayer(app, { name: 'Referrer' });
    const referee = await invitedPlayer(app, await referralCode(app, referrer.userId));
    const bonuses = app.get(ReferralBonusesService);
    await dataSource.transaction((m) => bonuses.advance(m, referee.userId));

    // A tournament settled through the settlement path: 300 + 200 in prizes.
    const { id } = await playedTournament(app, [300, 200], [2, 1], 'Minted Cup');
    await app.get(TournamentsService).markCompleted(id);
    await app.get(SettlementService).settle(id);
    // The referrer's 10% share of a 100-coin prize of that tournament, named by its reference.
    await dataSource.transaction((m) =>
      bonuses.payPrizeShare(m, {
        tournamentId: id,
        tournamentTitle: 'Minted Cup',
        refereeId: referee.userId,
        amount: 100,
      }),
    );

    // A player giving coins back to a reward account (no code does today): shown apart.
    await dataSource.transaction((m) =>
      app.get(WalletService).transfer(m, {
        from: userAccount(claimer.userId),
        to: SYSTEM_ACCOUNTS.dailyRewards,
        amount: 4,
        reason: 'Reversal',
        source: 'Daily bonus reversal',
        idempotencyKey: `reversal:${claimer.userId}`,
      }),
    );

    const after = await report(day, day);
    await expectAddsUp(after, day, day);
    const grew = (source: string) => ({
      minted: minted(after, source).minted - minted(before, source).minted,
      returned: minted(after, source).returned - minted(before, source).returned,
    });
    expect(grew(SYSTEM_ACCOUNTS.dailyRewards)).toEqual({ minted: 10, returned: 4 });
    expect(grew(SYSTEM_ACCOUNTS.referralRewards)).toEqual({ minted: 210, returned: 0 });
    expect(grew(SYSTEM_ACCOUNTS.tournamentRewards)).toEqual({ minted: 500, returned: 0 });
    expect(after.total.net - before.total.net).toBe(10 - 4 + 210 + 500);
    expect(after.tournaments).toContainEqual({
      tournament_id: id,
      prizes: 500,
      referral_shares: 10,
    });
    expect(after.days).toEqual([expect.objectContaining({ day, minted: after.total.minted })]);
  });

  it('counts each transfer on its IST day, quiet days with 0', async () => {
    const player = await createPlayer(app, { name: 'Backdated' });
    // Straight into the ledger (a transfer, its two entries, the balance): only the database
    // can write a past created_at. 18:30 UTC is midnight in India.
    const mintAt = (at: string, amount: number) =>
      dataSource.query(
        `WITH t AS (
           INSERT INTO wallet_transfers
             (idempotency_key, debit_account, credit_account, amount, reason, source, created_at)
           VALUES ($1, 'rewards:daily', 'user:' || $2::text, $3, 'Daily bonus', 'Backdated', $4)
           RETURNING id),
         e AS (
           INSERT INTO wallet_entries (transfer_id, account, user_id, amount)
           SELECT id, 'rewards:daily', NULL, -$3::bigint FROM t
           UNION ALL SELECT id, 'user:' || $2::text, $2::uuid, $3::bigint FROM t)
         UPDATE users SET coin_balance = coin_balance + $3 WHERE id = $2::uuid`,
        [`backdated:${at}`, player.userId, amount, at],
      );
    await mintAt('2020-03-01T18:29:59Z', 15); // 23:59:59 on 1 March in India
    await mintAt('2020-03-01T18:30:00Z', 20); // midnight: 2 March
    await mintAt('2020-03-03T18:30:00Z', 25); // 4 March, outside the range

    const r = await report('2020-03-01', '2020-03-03');
    expect(r.days.map((d) => [d.day, d.minted])).toEqual([
      ['2020-03-01', 15],
      ['2020-03-02', 20],
      ['2020-03-03', 0],
    ]);
    expect(r.total).toEqual({ minted: 35, returned: 0, net: 35 });
    await expectAddsUp(r, '2020-03-01', '2020-03-03');
  });

  it.each([
    ['from=2025-11-01', 'to must be a day as YYYY-MM-DD'],
    ['to=2025-11-01', 'from must be a day as YYYY-MM-DD'],
    ['from=01-11-2025&to=2025-11-02', 'from must be a day as YYYY-MM-DD'],
    ['from=2025-02-30&to=2025-03-01', 'from must be a day as YYYY-MM-DD'],
    ['from=2025-11-01&to=2025-11-31', 'to must be a day as YYYY-MM-DD'],
    ['from=2025-11-02&to=2025-11-01', 'to must not be before from'],
    [
      'from=2025-01-01&to=2025-04-03',
      'from and to may span at most 92 days (2025-01-01 to 2025-04-03 is 93)',
    ],
    ['from=2025-11-01&to=2025-11-02&source=x', 'source is not allowed'],
  ])('answers ?%s with 400: %s', async (query, message) => {
    const res = await ops(app, 'GET', `economy/minted?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({ status: 'E', message });
  });

  it('is for operators only', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/ops/economy/minted?from=2025-11-01&to=2025-11-01',
    });
    expect(res.statusCode).toBe(401);
  });

  describe('daily ceilings', () => {
    let warn: jest.SpyInstance;
    beforeEach(() => {
      warn = jest.spyOn(Logger.prototype, 'warn');
    });
    afterEach(() => warn.mockRestore());

    const ceilingLines = () =>
      warn.mock.calls.map((call) => String(call[0])).filter((m) => m.startsWith('Mint ceiling'));

    async function prize(amount: number, key: string, userId: string) {
      await dataSource.transaction((m) =>
        app.get(WalletService).transfer(m, {
          from: SYSTEM_ACCOUNTS.tournamentRewards,
          to: userAccount(userId),
          amount,
          reason: 'Tournament prize',
          source: 'Ceiling Cup (rank 1)',
          reference: 'tournament:999999',
          idempotencyKey: key,
        }),
      );
    }

    it('warns once when a source passes its ceiling and shows it on /metrics; never below it', async () => {
      // Today's totals from nothing: other tests of the run minted today too.
      await resetDatabase(dataSource);
      const player = await createPlayer(app, { name: 'Ceiling' });
      const minted = app.get(CoinsMintedService);
      await prize(600, `ceiling-1:${player.userId}`, player.userId);
      await post(app, 'daily_reward_claim', { user_id: player.userId }, player.token);

      await minted.checkCeilings();
      expect(ceilingLines()).toEqual([]);

      await prize(500, `ceiling-2:${player.userId}`, player.userId);
      await minted.checkCeilings();
      await minted.checkCeilings();
      expect(ceilingLines()).toEqual([
        `Mint ceiling passed: rewards:tournament minted 1100 coins on IST day ${today()}, ` +
          'over its ceiling of 1000 (MINT_CEILING_TOURNAMENT)',
      ]);

      const metrics = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
      });
      expect(metrics.body).toContain(
        'gamehub_coins_minted_today{source="rewards:tournament"} 1100',
      );
      expect(metrics.body).toContain('gamehub_coins_minted_today{source="rewards:daily"} 10');
      expect(metrics.body).toContain(
        'gamehub_mint_ceiling_exceeded{source="rewards:tournament"} 1',
      );
      expect(metrics.body).toContain('gamehub_mint_ceiling_exceeded{source="rewards:daily"} 0');
      // A ceiling of 0 is none.
      expect(metrics.body).toContain('gamehub_mint_ceiling_exceeded{source="rewards:referral"} 0');
    });

    it('the worker checks every minute from its start, and warns in its own log', async () => {
      const player = await createPlayer(app, { name: 'Worker Ceiling' });
      await prize(1001, `ceiling-worker:${player.userId}`, player.userId);
      const worker: INestApplicationContext = await startWorker();
      try {
        const scheduling: Queue = worker.get(QueueRegistry).get(QUEUES.scheduling);
        const scheduler = await scheduling.getJobScheduler('wallet.mint_check');
        expect(scheduler).toMatchObject({ name: 'wallet.mint_check', every: 60_000 });
        await eventually(
          async () => ceilingLines().some((m) => m.includes('rewards:tournament minted')),
          Boolean,
          15_000,
        );
      } finally {
        await worker.close();
      }
    });
  });
});
