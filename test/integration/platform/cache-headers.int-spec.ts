import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { GameId } from '../../../backend/src/modules/games/game-id';
import { createBuyers, createVoucher } from '../../factories/shop.factory';
import { createPlayer } from '../../factories/user.factory';
import { ops } from '../../utils/http';
import { API_KEY, resetDatabase, startApi } from '../../utils/stack';

/**
 * Answers that carry a token, a voucher code or a player's own data are kept by no cache; the
 * public fact tables keep theirs, and the boards' ETag answers are kept only to be asked again.
 */
describe('caching of answers', () => {
  let app: NestFastifyApplication;
  let player: Awaited<ReturnType<typeof createPlayer>>;
  let eventId: number;

  beforeAll(async () => {
    app = await startApi();
    await resetDatabase(app.get(DataSource));
    player = await createPlayer(app);
    const now = Date.now();
    const created = await ops(app, 'POST', 'tournaments', {
      game_id: GameId.Chess,
      title: 'Cache Cup',
      starts_at: new Date(now - 60_000).toISOString(),
      ends_at: new Date(now + 3_600_000).toISOString(),
      max_participants: 10,
      prize_table: [100],
    });
    eventId = created.body.data.event_id as number;
  });
  afterAll(() => app.close());

  const call = (url: string, payload: object = {}, token?: string) =>
    app.inject({
      method: 'POST',
      url: `/api/${url}`,
      headers: { 'api-key': API_KEY, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload,
      remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    });

  it('sends no-store with the tokens of a login and a refresh', async () => {
    const login = await call('login', { email: player.email, password: player.password });
    expect(login.json()).toHaveProperty('token');
    expect(login.headers['cache-control']).toBe('no-store');
    const refreshed = await call('refresh_token', { refresh_token: login.json().refresh_token });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.headers['cache-control']).toBe('no-store');
  });

  it('sends no-store with every signed-in answer', async () => {
    for (const [url, body] of [
      ['get_user_data', {}],
      ['mywinnings', {}],
      ['transaction_history', {}],
      ['myorder', {}],
      ['notifications', {}],
    ] as const) {
      const res = await call(url, body, player.token);
      expect([url, res.statusCode, res.headers['cache-control']]).toEqual([url, 200, 'no-store']);
    }
    const unread = await app.inject({
      method: 'GET',
      url: '/api/notifications/unread_count',
      headers: { 'api-key': API_KEY, authorization: `Bearer ${player.token}` },
    });
    expect(unread.headers['cache-control']).toBe('no-store');
  });

  it('sends no-store with a voucher code, on the purchase and on My Orders', async () => {
    const voucher = await createVoucher(app, [{ value: 500, price: 100, codes: 2 }]);
    const [buyer] = await createBuyers(app, 1, 500);
    const bought = await app.inject({
      method: 'POST',
      url: '/api/purchase',
      headers: {
        'api-key': API_KEY,
        authorization: `Bearer ${buyer.token}`,
        'idempotency-key': 'cache-test-1',
      },
      payload: { product_id: voucher.productId, value: 500 },
    });
    expect(bought.json()).toHaveProperty('voucher_code');
    expect(bought.headers['cache-control']).toBe('no-store');
    const orders = await call('myorder', {}, buyer.token);
    expect(orders.json().data[0]).toHaveProperty('voucher_code');
    expect(orders.headers['cache-control']).toBe('no-store');
  });

  it('sends no-store with refusals, a guard’s included', async () => {
    const res = await call('get_user_data', {}, 'not-a-token');
    expect(res.statusCode).toBe(401);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('lets only the browser keep a signed-in caller’s board, and asks again each time', async () => {
    const body = { inputObj: { event_id: eventId, game_id: GameId.Chess } };
    const own = await call('leaderboard', body, player.token);
    expect(own.headers.etag).toBeDefined();
    expect(own.headers['cache-control']).toBe('private, no-cache');
    const unchanged = await app.inject({
      method: 'POST',
      url: '/api/leaderboard',
      headers: {
        'api-key': API_KEY,
        authorization: `Bearer ${player.token}`,
        'if-none-match': String(own.headers.etag),
      },
      payload: body,
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.headers['cache-control']).toBe('private, no-cache');
    const visitor = await call('leaderboard', body);
    expect(visitor.headers['cache-control']).toBe('no-cache');
  });

  it('keeps the public fact tables cacheable and the health probe its own', async () => {
    for (const url of ['/api/games', '/api/daily_bonus', '/api/referral_rewards']) {
      const res = await app.inject({ method: 'GET', url, headers: { 'api-key': API_KEY } });
      expect([url, res.headers['cache-control']]).toEqual([url, 'public, max-age=300']);
    }
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.headers['cache-control']).toBe('no-cache, no-store, must-revalidate');
  });
});
