import { INestApplicationContext } from '@nestjs/common';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { addMonths, istMonth, istMonthStart } from '../../../backend/src/common/ist-day';
import { ReferralSweepService } from '../../../backend/src/modules/referrals/referral-sweep.service';
import { referralCredits } from '../../factories/referral.factory';
import { coinBalance, createPlayer } from '../../factories/user.factory';
import { post } from '../../utils/http';
import { resetDatabase, startApi, startWorker } from '../../utils/stack';

const DAY = 86_400_000;

describe('referrals: the monthly referral leaderboard', () => {
  let app: NestFastifyApplication;
  let dataSource: DataSource;
  let worker: INestApplicationContext | undefined;

  beforeAll(async () => {
    app = await startApi();
    dataSource = app.get(DataSource);
    // Workers of other files settle past months as they start: begin from none settled.
    await resetDatabase(dataSource);
  });
  afterAll(async () => {
    await worker?.close();
    await app.close();
  });

  /** `n` referees of the referrer who reached Signup (and were paid for it) on `at`. */
  async function referred(referrerId: string, n: number, at: Date): Promise<void> {
    await dataSource.query(
      `WITH referees AS (
         INSERT INTO users (name, email, email_verified_at, referral_code)
         SELECT 'Friend ' || i, $2 || i || '@example.com', $3, upper(substr(md5($2 || i), 1, 8))
           FROM generate_series(1, $4::int) AS i RETURNING id)
       INSERT INTO referrals (referee_id, referrer_id, created_at, signup_at, stage, paid_stage, signup_paid_on)
       SELECT id, $1, $3, $3, 1, 1, $3::date FROM referees`,
      [referrerId, `friend-${randomUUID().slice(0, 8)}-`, at, n],
    );
  }

  it('pays the top 3 of each ended month once, ties sharing, including a rollover missed while the worker was down', async () => {
    const current = istMonth(new Date());
    const last = addMonths(current, -1);
    const before = addMonths(current, -2);
    const inLast = new Date(istMonthStart(last).getTime() + 10 * DAY);
    const inBefore = new Date(istMonthStart(before).getTime() + 3 * DAY);

    const players: Awaited<ReturnType<typeof createPlayer>>[] = [];
    for (const name of ['Asha', 'Ravi', 'Diya', 'Kabir']) {
      players.push(await createPlayer(app, { name }));
    }
    const [a, r, d, k] = players;
    // Last month: 3, 2, 2, 1 (ranks 1, 2, 2, 4). The month before: Kabir alone. This month: Diya.
    await referred(a.userId, 3, inLast);
    await referred(r.userId, 2, inLast);
    await referred(d.userId, 2, inLast);
    await referred(k.userId, 1, inLast);
    await referred(k.userId, 1, inBefore);
    await referred(d.userId, 4, new Date());

    const board = async (month?: string) =>
      (await post(app, 'refer_earn_dashboard', month ? { month } : {}, a.token)).body.data
        .leaderboard_data;
    const [rLast, dLast] = r.userId < d.userId ? ['Ravi', 'Diya'] : ['Diya', 'Ravi'];
    expect(await board(last)).toEqual([
      { rank: 1, name: 'Asha', count: 3 },
      { rank: 2, name: rLast, count: 2 },
      { rank: 2, name: dLast, count: 2 },
    ]);
    expect(await board(before)).toEqual([{ rank: 1, name: 'Kabir', count: 1 }]);
    expect(await board()).toEqual([{ rank: 1, name: 'Diya', count: 4 }]);

    // The worker was down at both rollovers: it pays both months when it comes back.
    worker = await startWorker();
    const balances = () => Promise.all(players.map((p) => coinBalance(dataSource, p.userId)));
    // Last month: 5000 to Asha; Ravi and Diya share 3000 + 1000. The month before: 5000 to Kabir.
    expect(await balances()).toEqual([5000, 2000, 2000, 5000]);

    // Sweeps running side by side, and a second worker starting, pay nobody again.
    const sweep = worker.get(ReferralSweepService);
    await Promise.all([sweep.sweep(), sweep.sweep(), sweep.sweep()]);
    const second = await startWorker();
    await second.close();
    expect(await balances()).toEqual([5000, 2000, 2000, 5000]);

    const monthName = (m: string) =>
      new Date(`${m}-01T00:00:00Z`).toLocaleString('en-GB', {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
    expect(await referralCredits(dataSource, r.userId)).toEqual([
      [`Referral leaderboard ${monthName(last)}: rank 2`, 2000],
    ]);
    expect(await referralCredits(dataSource, k.userId)).toEqual([
      [`Referral leaderboard ${monthName(before)}: rank 1`, 5000],
    ]);
    const payouts = await dataSource.query(
      `SELECT month, winners, total::int AS total FROM referral_leaderboard_payouts ORDER BY month`,
    );
    expect(payouts).toEqual([
      { month: before, winners: 1, total: 5000 },
      { month: last, winners: 3, total: 9000 },
    ]);
  });
});
