import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../backend/src/config/env';
import { NotificationsFeed } from '../../../backend/src/modules/notifications/notifications-feed';
import { NotificationsService } from '../../../backend/src/modules/notifications/notifications.service';
import type { Notice } from '../../../backend/src/modules/notifications/notification-types';
import { createPlayer } from '../../factories/user.factory';
import { Answer, post } from '../../utils/http';
import { API_KEY, eventually, startApi } from '../../utils/stack';

describe('the notification centre', () => {
  let app: NestFastifyApplication;
  let dataSource: DataSource;
  let notifications: NotificationsService;

  beforeAll(async () => {
    app = await startApi();
    dataSource = app.get(DataSource);
    notifications = app.get(NotificationsService);
  });
  afterAll(() => app.close());

  const get = async (path: string, token?: string): Promise<Answer> => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/${path}`,
      headers: { 'api-key': API_KEY, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    return { statusCode: res.statusCode, body: res.json() };
  };

  /** A player who claimed today's bonus, so no daily-bonus notice joins their list. */
  const player = async () => {
    const p = await createPlayer(app);
    expect((await post(app, 'daily_reward_claim', {}, p.token)).statusCode).toBe(200);
    return p;
  };

  const notice = (userId: string, n: number): Notice => ({
    userId,
    type: 'prize_paid',
    key: `test:${userId}:${n}`,
    title: `Notice ${n}`,
    body: `Body ${n}`,
    link: n % 2 ? '/profile?tab=winnings' : null,
  });

  it('pages newest first with the total and unread counts; read marks only touch the caller’s own', async () => {
    const [asha, ravi] = [await player(), await player()];
    for (let n = 1; n <= 12; n++) await notifications.add(notice(asha.userId, n));
    await notifications.add(notice(ravi.userId, 1));
    // The same cause again adds nothing.
    await notifications.add(notice(asha.userId, 12));

    const first = await post(app, 'notifications', {}, asha.token);
    expect(first.statusCode).toBe(200);
    expect(first.body).toMatchObject({ status: 'S', total_count: 12, unread_count: 12 });
    expect(first.body.data.map((d: { title: string }) => d.title)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Notice ${12 - i}`),
    );
    expect(first.body.data[0]).toEqual({
      id: expect.stringMatching(/^\d+$/),
      type: 'prize_paid',
      title: 'Notice 12',
      body: 'Body 12',
      link: null,
      created_at: expect.any(String),
      read_at: null,
    });
    const second = await post(app, 'notifications', { page: 2, limit: 5 }, asha.token);
    expect(second.body.data.map((d: { title: string }) => d.title)).toEqual([
      'Notice 7',
      'Notice 6',
      'Notice 5',
      'Notice 4',
      'Notice 3',
    ]);

    const raviIds = (await post(app, 'notifications', {}, ravi.token)).body.data.map(
      (d: { id: string }) => d.id,
    );
    const ashaIds = first.body.data.slice(0, 3).map((d: { id: string }) => d.id);
    const read = await post(
      app,
      'notifications/read',
      { ids: [...ashaIds, ...raviIds] },
      asha.token,
    );
    expect(read.body).toEqual({ status: 'S', unread_count: 9 });
    // Ravi's notification is still unread: Asha cannot mark another player's.
    expect((await get('notifications/unread_count', ravi.token)).body).toEqual({
      status: 'S',
      unread_count: 1,
    });
    const after = await post(app, 'notifications', { limit: 3 }, asha.token);
    expect(after.body.data.every((d: { read_at: string | null }) => d.read_at !== null)).toBe(true);

    expect((await post(app, 'notifications/read_all', {}, asha.token)).body).toEqual({
      status: 'S',
      unread_count: 0,
    });
    expect((await get('notifications/unread_count', asha.token)).body.unread_count).toBe(0);
    expect((await get('notifications/unread_count', ravi.token)).body.unread_count).toBe(1);
  });

  it('refuses bad pages and ids, and callers without a token', async () => {
    const asha = await player();
    for (const body of [{ limit: 51 }, { limit: 0 }, { page: 0 }]) {
      expect((await post(app, 'notifications', body, asha.token)).statusCode).toBe(400);
    }
    for (const ids of [[], ['abc'], ['-1'], Array.from({ length: 51 }, (_, i) => `${i + 1}`)]) {
      expect((await post(app, 'notifications/read', { ids }, asha.token)).statusCode).toBe(400);
    }
    expect((await post(app, 'notifications', {})).statusCode).toBe(401);
    expect((await get('notifications/unread_count')).statusCode).toBe(401);
    expect((await get('notification_preferences')).statusCode).toBe(401);
  });

  it('tells every API process whose count changed, after the change commits', async () => {
    const asha = await player();
    // Another process's feed: it hears the change over Redis.
    const other = new NotificationsFeed(app.get<AppConfig>(APP_CONFIG));
    const heard: string[] = [];
    other.listen((userId) => heard.push(userId));
    try {
      await eventually(async () => other.listening, Boolean);
      await notifications.add(notice(asha.userId, 1));
      await eventually(
        async () => heard.filter((u) => u === asha.userId).length,
        (n) => n === 1,
      );
      await post(app, 'notifications/read_all', {}, asha.token);
      await eventually(
        async () => heard.filter((u) => u === asha.userId).length,
        (n) => n === 2,
      );
      // Nothing left unread: marking again changes nothing and tells nobody.
      await post(app, 'notifications/read_all', {}, asha.token);
      await new Promise((r) => setTimeout(r, 300));
      expect(heard.filter((u) => u === asha.userId)).toHaveLength(2);
    } finally {
      other.onModuleDestroy();
    }
  });

  it('adds "daily bonus ready" once per IST day, when the player reads the bell and has not claimed', async () => {
    const asha = await createPlayer(app);
    expect((await get('notifications/unread_count', asha.token)).body.unread_count).toBe(1);
    expect((await get('notifications/unread_count', asha.token)).body.unread_count).toBe(1);
    const list = await post(app, 'notifications', {}, asha.token);
    expect(list.body.data).toEqual([
      expect.objectContaining({
        type: 'daily_bonus',
        title: 'Your daily bonus is ready',
        body: 'Claim 10 coins today, day 1 of your streak.',
        link: '/',
      }),
    ]);
    // Another process that has not seen the player today adds nothing more (the key names the day).
    const day = (
      await dataSource.query(`SELECT key FROM notifications WHERE user_id = $1`, [asha.userId])
    ).map((r: { key: string }) => r.key);
    expect(day).toEqual([
      expect.stringMatching(new RegExp(`^daily-bonus:${asha.userId}:\\d{4}-\\d{2}-\\d{2}$`)),
    ]);
    // Claimed: the claim's own transaction reads it (no worker runs here), so the bell drops it
    // with the claim's answer; tomorrow's is for tomorrow.
    const heard: string[] = [];
    const stop = app.get(NotificationsFeed).listen((userId) => heard.push(userId));
    expect((await post(app, 'daily_reward_claim', {}, asha.token)).statusCode).toBe(200);
    stop();
    expect(heard).toContain(asha.userId);
    expect((await get('notifications/unread_count', asha.token)).body.unread_count).toBe(0);
    expect((await post(app, 'notifications', {}, asha.token)).body.data).toEqual([
      expect.objectContaining({ type: 'daily_bonus', read_at: expect.any(String) }),
    ]);
    const claimed = await createPlayer(app);
    expect((await post(app, 'daily_reward_claim', {}, claimed.token)).statusCode).toBe(200);
    expect((await get('notifications/unread_count', claimed.token)).body.unread_count).toBe(0);
  });

  it('keeps mail preferences, each on until turned off', async () => {
    const asha = await player();
    const all = { prize_mail: true, order_mail: true, milestone_mail: true };
    expect((await get('notification_preferences', asha.token)).body).toEqual({
      status: 'S',
      data: all,
    });
    const off = await post(app, 'notification_preferences', { prize_mail: false }, asha.token);
    expect(off.body).toEqual({ status: 'S', data: { ...all, prize_mail: false } });
    const more = await post(app, 'notification_preferences', { order_mail: false }, asha.token);
    expect(more.body.data).toEqual({ ...all, prize_mail: false, order_mail: false });
    expect((await get('notification_preferences', asha.token)).body.data).toEqual(more.body.data);
    const bad = await post(app, 'notification_preferences', { prize_mail: 'no' }, asha.token);
    expect(bad.statusCode).toBe(400);
  });

  it('turns a mail off from its signed unsubscribe link, and refuses a tampered one', async () => {
    const asha = await player();
    const token = await notifications.unsubscribeToken(asha.userId, 'milestone');
    const answer = await post(app, 'unsubscribe_mail', { token });
    expect(answer).toEqual({
      statusCode: 200,
      body: {
        status: 'S',
        message: 'You will no longer receive milestone emails.',
        type: 'milestone',
      },
    });
    expect((await get('notification_preferences', asha.token)).body.data).toEqual({
      prize_mail: true,
      order_mail: true,
      milestone_mail: false,
    });

    const prize = await notifications.unsubscribeToken(asha.userId, 'prize');
    const [header, , signature] = prize.split('.');
    const forged = Buffer.from(
      JSON.stringify({
        sub: asha.userId,
        mt: 'order',
        iss: 'gamehub',
        aud: 'gamehub-mail-unsubscribe',
      }),
    ).toString('base64url');
    for (const bad of [`${header}.${forged}.${signature}`, 'not-a-token', `${prize}x`]) {
      const refused = await post(app, 'unsubscribe_mail', { token: bad });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toMatchObject({ status: 'E', code: 'UNSUBSCRIBE_TOKEN_INVALID' });
    }
    expect((await post(app, 'unsubscribe_mail', {})).statusCode).toBe(400);
    expect((await get('notification_preferences', asha.token)).body.data).toMatchObject({
      prize_mail: true,
      order_mail: true,
    });
  });

  it('deletes notifications older than 90 days in the retention sweep', async () => {
    const asha = await player();
    await notifications.add(notice(asha.userId, 1), notice(asha.userId, 2), notice(asha.userId, 3));
    const now = new Date();
    await dataSource.query(
      `UPDATE notifications SET created_at = $2::timestamptz - make_interval(days => x.days)
         FROM (VALUES ($3, 91), ($4, 89)) AS x(key, days)
        WHERE notifications.key = x.key AND user_id = $1`,
      [asha.userId, now.toISOString(), `test:${asha.userId}:1`, `test:${asha.userId}:2`],
    );
    expect(await notifications.sweep(now)).toBeGreaterThanOrEqual(1);
    const left = await dataSource.query(
      `SELECT key FROM notifications WHERE user_id = $1 ORDER BY key`,
      [asha.userId],
    );
    expect(left.map((r: { key: string }) => r.key)).toEqual([
      `test:${asha.userId}:2`,
      `test:${asha.userId}:3`,
    ]);
  });
});
