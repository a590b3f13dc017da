import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { QueueRegistry } from '../../../backend/src/events/queue-registry';
import { JobData, JobName, QUEUES } from '../../../backend/src/events/queues';
import { GameId } from '../../../backend/src/modules/games/game-id';
import { TournamentsService } from '../../../backend/src/modules/tournaments/tournaments.service';
import { referralCode, referralCredits } from '../../factories/referral.factory';
import { PASSWORD, coinBalance, createPlayer, signupInput } from '../../factories/user.factory';
import { ops, post } from '../../utils/http';
import { Mailbox } from '../../utils/mailbox';
import { eventually, startApi } from '../../utils/stack';
import { WorkerProcess } from '../../utils/worker-process';

const MINUTE = 60_000;
/** Two worker processes to start, and a killed worker's job lock to expire. */
const JOURNEY_TIMEOUT_MS = 120_000;

// The worker runs as a process of its own here, so that it can be killed for real.
describe('referrals: a referee’s whole journey', () => {
  const mailbox = new Mailbox();
  let app: NestFastifyApplication;
  let worker: WorkerProcess | undefined;
  let dataSource: DataSource;
  let startedAt: Date;

  beforeAll(async () => {
    process.env.SMTP_URL = await mailbox.start();
    app = await startApi();
    worker = await WorkerProcess.start();
    dataSource = app.get(DataSource);
    // The run's database is shared by every spec: other specs' events of these names (matches,
    // prizes) were never this worker's jobs, so only events raised from here on are looked at.
    [{ now: startedAt }] = await dataSource.query(`SELECT now()`);
  });
  afterAll(async () => {
    await worker?.stop();
    await app.close();
    await mailbox.stop();
    delete process.env.SMTP_URL;
  });

  const balance = (userId: string) => coinBalance(dataSource, userId);
  const referral = async (refereeId: string) =>
    (
      await dataSource.query(`SELECT stage, paid_stage FROM referrals WHERE referee_id = $1`, [
        refereeId,
      ])
    )[0];
  const dashboard = async (token: string, body: object = {}) =>
    post(app, 'refer_earn_dashboard', body, token);

  /** Every job of these names handled, so a late or duplicate payment would show. */
  async function settled(names: JobName[]): Promise<void> {
    const rewards = app.get(QueueRegistry).get(QUEUES.rewards);
    const keys: { idempotency_key: string }[] = await dataSource.query(
      `SELECT idempotency_key FROM outbox_events WHERE name = ANY($1) AND created_at >= $2`,
      [names, startedAt],
    );
    await eventually(
      () => Promise.all(keys.map((k) => rewards.getJobState(k.idempotency_key))),
      (states) => states.every((s) => s === 'completed'),
      20_000,
    );
  }

  it(
    'pays each stage once through sign-up, verification, a first result and a prize, with duplicated events and a worker killed mid-way',
    async () => {
      if (!worker) throw new Error('no worker');
      const ravi = await createPlayer(app, { name: 'Ravi' });
      const code = await referralCode(app, ravi.userId);

      // The invite link's code, typed in lower case: codes are matched whatever their case.
      const input = signupInput({ name: 'Asha', invite: code.toLowerCase() });
      expect((await post(app, 'signup', input)).body.status).toBe('S');
      const [{ id: ashaId }] = await dataSource.query(`SELECT id FROM users WHERE email = $1`, [
        input.email,
      ]);
      const before = await dashboard(ravi.token);
      expect(before.body.data).toMatchObject({
        total_count: 0,
        invite_code: code,
        obj_data: [{ name: 'Asha', referal_stat: 0, note: 'Waiting for email verification' }],
      });

      // The worker is killed (SIGKILL) while it pays the Signup bonus. Its payment is held
      // mid-transaction by a lock this test takes on Ravi's balance row (the credit updates it),
      // so the kill lands after the job began and before anything committed.
      const locker = dataSource.createQueryRunner();
      await locker.connect();
      await locker.startTransaction();
      await locker.query(`SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE`, [ravi.userId]);
      const [{ pid: lockerPid }] = await locker.query(`SELECT pg_backend_pid() AS pid`);
      const blockedByLocker = async () =>
        Number(
          (
            await dataSource.query(
              `SELECT count(*) AS n FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))`,
              [lockerPid],
            )
          )[0].n,
        );
      try {
        const mail = await mailbox.waitFor(input.email, /Verify your GameHub email/);
        const oobCode = Mailbox.link(mail, '/auth/action').searchParams.get('oobCode');
        expect((await post(app, 'verify_email', { oobCode })).body.status).toBe('S');
        await eventually(blockedByLocker, (n) => n > 0, 20_000);
        expect(await worker.kill('SIGKILL')).toEqual({ code: null, signal: 'SIGKILL' });
      } finally {
        await locker.rollbackTransaction();
        await locker.release();
      }
      // The dead worker's transaction never commits (PostgreSQL rolls it back once it finds the
      // client gone), and its job stays active under the dead worker's lock.
      await eventually(blockedByLocker, (n) => n === 0, 10_000);
      expect([await balance(ravi.userId), await balance(ashaId)]).toEqual([0, 0]);
      expect(await referral(ashaId)).toEqual({ stage: 1, paid_stage: 0 });

      // Another worker: it finds the job stalled once its lock expires (about 20 s), runs it
      // again and pays the Signup pair once.
      worker = await WorkerProcess.start();
      await eventually(
        () => Promise.all([balance(ravi.userId), balance(ashaId)]),
        ([r, a]) => r === 100 && a === 100,
        40_000,
      );

      // First play: a tournament result for Asha.
      const asha = await post(app, 'login', { email: input.email, password: PASSWORD });
      const kabir = await createPlayer(app, { name: 'Kabir' });
      const now = Date.now();
      const created = await ops(app, 'POST', 'tournaments', {
        game_id: GameId.TicTacToe,
        title: 'Journey Cup',
        starts_at: new Date(now - 60 * MINUTE).toISOString(),
        ends_at: new Date(now + 60 * MINUTE).toISOString(),
        max_participants: 10,
        prize_table: [300, 100],
        guaranteed_players: 0,
        paid_share_percent: 100,
      });
      const id = created.body.data.event_id as number;
      for (const token of [asha.body.token, kabir.token]) {
        await post(app, 'register_tournament', { event_id: id, game_id: GameId.TicTacToe }, token);
      }
      await ops(app, 'POST', `tournaments/${id}/results`, {
        results: [
          { user_id: ashaId, wins: 3, losses: 1, completion_seconds: 100 },
          { user_id: kabir.userId, wins: 1, losses: 1, completion_seconds: 100 },
        ],
      });
      await eventually(
        () => Promise.all([balance(ravi.userId), balance(ashaId)]),
        ([r, a]) => r === 110 && a === 150,
        20_000,
      );
      expect(await referral(ashaId)).toEqual({ stage: 2, paid_stage: 2 });

      // First win: her prize, and Ravi's 10% of it.
      await dataSource.query(
        `UPDATE tournaments SET ends_at = now() - interval '1 second' WHERE id = $1`,
        [id],
      );
      await app.get(TournamentsService).markCompleted(id);
      await eventually(
        () => Promise.all([balance(ravi.userId), balance(ashaId)]),
        ([r, a]) => r === 150 && a === 550,
        20_000,
      );
      await settled(['referral.signed_up', 'player.first_play', 'player.first_win', 'prize.paid']);

      // Every event delivered again (BullMQ forgot the job ids), and a stage pushed by hand: the
      // inbox and the keys keep every payment to one.
      const rewards = app.get(QueueRegistry).get(QUEUES.rewards);
      const events: { name: JobName; idempotency_key: string; payload: object }[] =
        await dataSource.query(
          `SELECT name, idempotency_key, payload FROM outbox_events
          WHERE name = ANY($1) AND created_at >= $2`,
          [
            ['referral.signed_up', 'player.first_play', 'player.first_win', 'prize.paid'],
            startedAt,
          ],
        );
      const again = await Promise.all(
        events.map((e) =>
          rewards.add(
            e.name,
            { idempotencyKey: e.idempotency_key, payload: e.payload } as JobData,
            {
              jobId: `${e.idempotency_key}-again`,
            },
          ),
        ),
      );
      await eventually(
        () => Promise.all(again.map((j) => j.getState())),
        (states) => states.every((s) => s === 'completed'),
        20_000,
      );
      expect([
        await balance(ravi.userId),
        await balance(ashaId),
        await balance(kabir.userId),
      ]).toEqual([150, 550, 100]);
      expect((await referralCredits(dataSource, ravi.userId)).sort()).toEqual(
        [
          ['Referral: Asha signed up', 100],
          ['Referral: Asha played their first game', 10],
          ['Referral: Asha won their first prize', 10],
          ["10% of Asha's prize in Journey Cup", 30],
        ].sort(),
      );
      expect(await referralCredits(dataSource, ashaId)).toEqual([
        ['Referral bonus: welcome', 100],
        ['Referral bonus: first game', 50],
        ['Referral bonus: first win', 100],
      ]);
      // Kabir was not referred: his prize pays nobody a share.
      expect(await referralCredits(dataSource, kabir.userId)).toEqual([]);

      // What the players see: My Winnings and the dashboard.
      const winnings = await post(app, 'mywinnings', { limit: 10 }, ravi.token);
      expect(winnings.body.data.map((r: { source: string }) => r.source)).toContain(
        "10% of Asha's prize in Journey Cup",
      );
      const after = await dashboard(ravi.token, { user_id: ravi.userId });
      expect(after.body.data).toMatchObject({
        total_count: 1,
        pending: 0,
        completed: 1,
        obj_data: [{ name: 'Asha', referal_stat: 3, note: null }],
        milestone: {
          every: 5,
          reward: 150,
          reached: 0,
          claimed: 0,
          claimable: 0,
          next_at: 5,
          progress: 1,
        },
      });
      const ledgerMismatch = await dataSource.query(`
      SELECT u.id FROM users u
        LEFT JOIN (SELECT user_id, sum(amount) AS total FROM wallet_entries GROUP BY user_id) e
          ON e.user_id = u.id
       WHERE u.coin_balance <> COALESCE(e.total, 0)`);
      expect(ledgerMismatch).toEqual([]);
    },
    JOURNEY_TIMEOUT_MS,
  );

  it('answers the dashboard as the contract says, and refuses what is not the caller’s', async () => {
    const p = await createPlayer(app, { name: 'Meera' });
    const res = await dashboard(p.token, { milestone: 1 });
    expect(res.statusCode).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({
      total_count: 0,
      pending: 0,
      completed: 0,
      obj_data: [],
      milestone: {
        every: 5,
        reward: 150,
        reached: 0,
        claimed: 0,
        claimable: 0,
        next_at: 5,
        progress: 0,
      },
    });
    expect(data.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(data.months).toHaveLength(3);
    expect(data.month_key).toBe(data.months[0]);
    expect(data.months[0]).toBe(data.date.slice(0, 7));

    const older = await dashboard(p.token, { month: data.months[2] });
    expect(older.body.data.month_key).toBe(data.months[2]);

    const tooOld = await dashboard(p.token, { month: '2001-01' });
    expect(tooOld.statusCode).toBe(400);
    expect(tooOld.body).toMatchObject({
      status: 'E',
      message: `month must be one of ${data.months.join(', ')}`,
    });
    const badMonth = await dashboard(p.token, { month: '2026-13' });
    expect(badMonth.statusCode).toBe(400);
    expect(badMonth.body.message).toBe('month must be a month as YYYY-MM');

    const other = await createPlayer(app);
    const forbidden = await dashboard(p.token, { user_id: other.userId });
    expect(forbidden.statusCode).toBe(403);
    const claimOther = await post(
      app,
      'refer_earn_dashboard/milestone',
      { user_id: other.userId },
      p.token,
    );
    expect(claimOther.statusCode).toBe(403);
    const anonymous = await post(app, 'refer_earn_dashboard', {});
    expect(anonymous.statusCode).toBe(401);

    const none = await post(app, 'refer_earn_dashboard/milestone', {}, p.token);
    expect(none.statusCode).toBe(409);
    expect(none.body).toEqual({
      status: 'E',
      message: 'Milestone not reached or already claimed',
      code: 'MILESTONE_UNAVAILABLE',
    });
  });
});
