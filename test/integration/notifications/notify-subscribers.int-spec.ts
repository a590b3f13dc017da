import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { QueueRegistry } from '../../../backend/src/events/queue-registry';
import { JobData, QUEUES } from '../../../backend/src/events/queues';
import { GameId } from '../../../backend/src/modules/games/game-id';
import { NotificationsFeed } from '../../../backend/src/modules/notifications/notifications-feed';
import { NotificationsService } from '../../../backend/src/modules/notifications/notifications.service';
import { TournamentScheduler } from '../../../backend/src/modules/tournaments/tournament-scheduler.service';
import { TournamentsService } from '../../../backend/src/modules/tournaments/tournaments.service';
import { invitedPlayer, referralCode } from '../../factories/referral.factory';
import { createBuyers, createVoucher, purchase } from '../../factories/shop.factory';
import { playedTournament } from '../../factories/tournament.factory';
import { createPlayer } from '../../factories/user.factory';
import { ops, post } from '../../utils/http';
import { MailStack } from '../../utils/mail-stack';
import { Mailbox } from '../../utils/mailbox';
import { API_KEY, eventually } from '../../utils/stack';

const MINUTE = 60_000;

describe('notifications fed by events', () => {
  const stack = new MailStack();
  const mailbox = stack.mailbox;
  let app: NestFastifyApplication;
  let dataSource: DataSource;

  beforeAll(async () => {
    app = (await stack.start()).app;
    dataSource = app.get(DataSource);
  });
  afterAll(() => stack.stop());

  const noticesOf = (
    userId: string,
    type?: string,
  ): Promise<{ type: string; key: string; title: string; body: string; link: string | null }[]> =>
    dataSource.query(
      `SELECT type, key, title, body, link FROM notifications
        WHERE user_id = $1 AND ($2::text IS NULL OR type = $2) ORDER BY id`,
      [userId, type ?? null],
    );
  const mailsTo = (email: string, subject: RegExp) =>
    mailbox.mails.filter((m) => m.to.includes(email) && subject.test(m.subject));
  const queue = (name: (typeof QUEUES)[keyof typeof QUEUES]) =>
    stack.worker.get(QueueRegistry).get(name);
  const completed = (name: (typeof QUEUES)[keyof typeof QUEUES], ids: string[]) =>
    eventually(
      () => Promise.all(ids.map((id) => queue(name).getJobState(id))),
      (states) => states.every((s) => s === 'completed'),
      20_000,
    );

  it('tells each winner once of their prize, with one mail, whatever the duplicates; a winner who turned prize mails off gets the notice alone', async () => {
    const { id, players } = await playedTournament(app, [500, 200], [3, 2], 'Notice Cup');
    const [winner, second] = players;
    await post(app, 'notification_preferences', { prize_mail: false }, second.token);
    await app.get(TournamentsService).markCompleted(id);

    const keys = players.map((p) => `prize.paid-${id}-${p.userId}`);
    await eventually(
      () => dataSource.query(`SELECT 1 FROM outbox_events WHERE idempotency_key = ANY($1)`, [keys]),
      (rows) => rows.length === 2,
      20_000,
    );
    await completed(QUEUES.rewards, keys);
    await completed(
      QUEUES.rewards,
      keys.map((k) => `${k}>notify-prize`),
    );
    await completed(
      QUEUES.mail,
      keys.map((k) => `${k}>prize-mail`),
    );

    expect(await noticesOf(winner.userId, 'prize_paid')).toEqual([
      {
        type: 'prize_paid',
        key: `prize:${id}:${winner.userId}`,
        title: 'You won 500 coins',
        body: 'You finished at rank 1 in Notice Cup. The coins are in your wallet.',
        link: '/profile?tab=winnings',
      },
    ]);
    expect(await noticesOf(second.userId, 'prize_paid')).toHaveLength(1);
    const mails = mailsTo(winner.email, /^You won 500 coins/);
    expect(mails).toHaveLength(1);
    // The unsubscribe link works as it is mailed, and says what it turned off.
    const link = Mailbox.link(mails[0], '/unsubscribe?token=');
    expect(mails[0].text).toMatch(
      /^List-Unsubscribe:\s*<http:\/\/localhost:3000\/unsubscribe\?token=/m,
    );
    expect(mailsTo(second.email, /^You won/)).toEqual([]);

    // The event delivered again (as if BullMQ forgot its id), and its notify job twice over.
    const event = await queue(QUEUES.rewards).getJob(keys[0]);
    const again = await queue(QUEUES.rewards).add(
      'prize.paid',
      event?.data as JobData<'prize.paid'>,
      { jobId: `${keys[0]}-again` },
    );
    const notifyJob = await queue(QUEUES.rewards).getJob(`${keys[0]}>notify-prize`);
    const twice = await queue(QUEUES.rewards).add(
      'prize.paid>notify-prize',
      notifyJob?.data as JobData<'prize.paid'>,
      { jobId: `${keys[0]}>notify-prize-twice` },
    );
    // The event's fan-out names its subscriber jobs by the event's key: the copy adds none, and
    // the notify job's own copy adds no notice.
    await completed(QUEUES.rewards, [again.id!, twice.id!]);
    expect(await noticesOf(winner.userId, 'prize_paid')).toHaveLength(1);
    expect(mailsTo(winner.email, /^You won 500 coins/)).toHaveLength(1);

    const unsubscribed = await post(app, 'unsubscribe_mail', {
      token: link.searchParams.get('token'),
    });
    expect(unsubscribed.body).toEqual({
      status: 'S',
      message: 'You will no longer receive prize emails.',
      type: 'prize',
    });
    expect((await post(app, 'notification_preferences', {}, winner.token)).body.data).toEqual({
      prize_mail: false,
      order_mail: true,
      milestone_mail: true,
    });
  });

  it('tells a buyer of their order, and mails the code unless order mails are off', async () => {
    const voucher = await createVoucher(app, [{ value: 500, price: 100, codes: 2 }], {
      title: 'Notice Pay',
    });
    const [mailed, quiet] = await createBuyers(app, 2, 500);
    await app.get(NotificationsService).setPreferences(quiet.userId, { order_mail: false });
    for (const buyer of [mailed, quiet]) {
      const res = await purchase(app, buyer.token, { product_id: voucher.productId, value: 500 });
      expect(res.statusCode).toBe(200);
      const events: { idempotency_key: string; payload: object }[] = await dataSource.query(
        `SELECT idempotency_key, payload FROM outbox_events WHERE name = 'order.placed'
           AND payload->>'userId' = $1`,
        [buyer.userId],
      );
      expect(events).toEqual([
        {
          idempotency_key: expect.stringMatching(/^order\.placed-\d+$/),
          payload: { orderId: res.body.order_id, userId: buyer.userId },
        },
      ]);
      await eventually(
        () => noticesOf(buyer.userId, 'order_placed'),
        (rows) => rows.length === 1,
        20_000,
      );
      expect((await noticesOf(buyer.userId, 'order_placed'))[0]).toMatchObject({
        title: 'Your Notice Pay voucher is ready',
        body: expect.stringMatching(
          /^Order \d+: your ₹500 Notice Pay voucher code is in My Orders\.$/,
        ),
        link: '/my-orders',
      });
    }
    const mail = await mailbox.waitFor(mailed.email, /Your Notice Pay voucher code/);
    expect(mail.links.some((l) => l.includes('/unsubscribe?token='))).toBe(true);
    const quietKey = (
      await dataSource.query(
        `SELECT idempotency_key FROM outbox_events
          WHERE name = 'mail.order_confirmation' AND payload->>'orderId' IN
                (SELECT id::text FROM orders WHERE user_id = $1)`,
        [quiet.userId],
      )
    )[0].idempotency_key as string;
    await completed(QUEUES.mail, [quietKey]);
    expect(mailsTo(quiet.email, /voucher code/)).toEqual([]);
  });

  it('tells a referrer of each friend’s bonus and of the milestone to claim, with its mail', async () => {
    const ravi = await createPlayer(app, { name: 'Ravi' });
    const code = await referralCode(app, ravi.userId);
    for (let i = 1; i <= 5; i++) await invitedPlayer(app, code, { name: `Friend ${i}` });

    await eventually(
      () => noticesOf(ravi.userId),
      (rows) => rows.length === 6,
      30_000,
    );
    const paid = await noticesOf(ravi.userId, 'referral_paid');
    expect(paid.map((n) => n.body).sort()).toEqual(
      [1, 2, 3, 4, 5].map(
        (i) => `Friend ${i} signed up with your invite: 100 coins are in your wallet.`,
      ),
    );
    expect(paid[0]).toMatchObject({ title: '+100 coins from a referral', link: '/refer-earn' });
    expect(await noticesOf(ravi.userId, 'milestone_claimable')).toEqual([
      {
        type: 'milestone_claimable',
        key: `milestone:${ravi.userId}:1`,
        title: 'Mystery reward unlocked: claim it on Refer & Earn',
        body: '5 friends joined with your invite. Claim your milestone reward and a mystery reward on Refer & Earn.',
        link: '/refer-earn',
      },
    ]);
    const mail = await mailbox.waitFor(ravi.email, /Mystery reward unlocked/, 20_000);
    expect(mail.links).toContain('http://localhost:3000/refer-earn');
    expect(mail.links.some((l) => l.includes('/unsubscribe?token='))).toBe(true);
    expect(mailsTo(ravi.email, /Mystery reward unlocked/)).toEqual([]);
  });

  it('tells each registered player once that their tournament starts soon, and again after a move', async () => {
    const now = Date.now();
    const created = await ops(app, 'POST', 'tournaments', {
      game_id: GameId.TicTacToe,
      title: 'Soon Cup',
      starts_at: new Date(now + 60 * MINUTE).toISOString(),
      ends_at: new Date(now + 120 * MINUTE).toISOString(),
      max_participants: 10,
      prize_table: [100],
      guaranteed_players: 0,
      paid_share_percent: 100,
    });
    expect(created.statusCode).toBe(201);
    const id = created.body.data.event_id as number;
    const players = [await createPlayer(app), await createPlayer(app)];
    for (const p of players) {
      const reg = await post(
        app,
        'register_tournament',
        { event_id: id, game_id: GameId.TicTacToe },
        p.token,
      );
      expect(reg.body.status).toBe('S');
    }
    // Its job waits for 15 minutes before the start.
    const startsAt = new Date(
      (await dataSource.query(`SELECT starts_at FROM tournaments WHERE id = $1`, [id]))[0]
        .starts_at,
    );
    const waiting = await eventually(
      () => queue(QUEUES.scheduling).getJob(`tournament.starting_soon-${id}-${startsAt.getTime()}`),
      Boolean,
    );
    expect(await waiting!.isDelayed()).toBe(true);
    expect(waiting!.opts.delay).toBeGreaterThan(40 * MINUTE);

    // An operator moves the start to 10 minutes from now: the new time's job runs at once.
    const soon = new Date(Math.floor((Date.now() + 10 * MINUTE) / 1000) * 1000);
    expect(
      (await ops(app, 'POST', `tournaments/${id}`, { starts_at: soon.toISOString() })).statusCode,
    ).toBe(200);
    for (const p of players) {
      await eventually(
        () => noticesOf(p.userId, 'starting_soon'),
        (rows) => rows.length === 1,
        20_000,
      );
    }
    expect((await noticesOf(players[0].userId, 'starting_soon'))[0]).toMatchObject({
      key: `starting-soon:${id}:${players[0].userId}:${soon.getTime()}`,
      title: 'Soon Cup starts soon',
      link: `/tournaments/${GameId.TicTacToe}/${id}`,
    });

    // The sweep schedules it again (the same job id: nothing), a duplicate runs, and the job of
    // the old start, run now, tells of the current start under the same keys: one notice each.
    await stack.worker.get(TournamentScheduler).sweep();
    const dup = await queue(QUEUES.scheduling).add(
      'tournament.starting_soon',
      { idempotencyKey: 'dup', payload: { tournamentId: id } },
      { jobId: `starting-soon-dup-${id}` },
    );
    const stale = await queue(QUEUES.scheduling).getJob(
      `tournament.starting_soon-${id}-${startsAt.getTime()}`,
    );
    await stale?.promote();
    await completed(QUEUES.scheduling, [
      dup.id!,
      `tournament.starting_soon-${id}-${startsAt.getTime()}`,
    ]);
    for (const p of players) expect(await noticesOf(p.userId, 'starting_soon')).toHaveLength(1);
  });

  it('reads "your daily bonus is ready" once the player claims it, and tells their bell', async () => {
    const p = await createPlayer(app);
    const unread = async () =>
      (
        await app.inject({
          method: 'GET',
          url: '/api/notifications/unread_count',
          headers: { 'api-key': API_KEY, authorization: `Bearer ${p.token}` },
        })
      ).json().unread_count as number;
    // Reading the bell adds today's notice, unread.
    expect(await unread()).toBe(1);
    expect(await noticesOf(p.userId, 'daily_bonus')).toHaveLength(1);
    // The API's side of the bell: every change the worker publishes, from any process.
    const heard: string[] = [];
    const stop = app.get(NotificationsFeed).listen((userId) => heard.push(userId));

    expect((await post(app, 'daily_reward_claim', {}, p.token)).statusCode).toBe(200);
    await eventually(unread, (n) => n === 0, 20_000);
    const [row] = await dataSource.query(
      `SELECT read_at FROM notifications WHERE user_id = $1 AND type = 'daily_bonus'`,
      [p.userId],
    );
    expect(row.read_at).not.toBeNull();
    await eventually(
      async () => heard,
      (h) => h.includes(p.userId),
      5_000,
    );
    stop();
  });
});
