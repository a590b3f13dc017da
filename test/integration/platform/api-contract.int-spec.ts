import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { GameId } from '../../../backend/src/modules/games/game-id';
import { playedTournament } from '../../factories/tournament.factory';
import { API_KEY, OPERATOR_TOKEN, resetDatabase, startApi } from '../../utils/stack';

describe('API contract', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await startApi();
    await resetDatabase(app.get(DataSource));
  });
  afterAll(() => app.close());

  const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url,
      headers: { 'api-key': API_KEY, 'content-type': 'application/json', ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload ?? {}),
    });

  it('answers S with data for a valid call', async () => {
    const res = await post('/api/tournament_list', {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'S', data: [] });
  });

  it('refuses a call without the api-key header with 401 in the envelope', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/tournament_list', payload: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      status: 'E',
      message: 'Missing or invalid api-key header',
      code: 'API_KEY_INVALID',
    });
  });

  it('refuses a wrong api-key', async () => {
    const res = await post('/api/tournament_list', {}, { 'api-key': 'nope' });
    expect(res.statusCode).toBe(401);
  });

  it('names an unknown field', async () => {
    const res = await post('/api/tournament_list', { game_id: 1, admin: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'E', message: 'admin is not allowed' });
  });

  it('names a field of the wrong type', async () => {
    const res = await post('/api/tournament_list', { game_id: 'chess' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('game_id must be a whole number');
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await post('/api/page_view', '{"path": "/faq"');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'E', message: 'Request body is not valid JSON' });
  });

  it('answers a body that is not an object with 400', async () => {
    const res = await post('/api/page_view', '[1,2,3]');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Request body must be a JSON object');
  });

  it('answers an oversized body with 413 and writes nothing', async () => {
    const dataSource = app.get(DataSource);
    const before = await dataSource.query('SELECT count(*)::int AS n FROM page_views');
    const res = await post('/api/page_view', { path: `/${'a'.repeat(200_000)}` });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ status: 'E', message: 'Request body is too large' });
    const after = await dataSource.query('SELECT count(*)::int AS n FROM page_views');
    expect(after[0].n).toBe(before[0].n);
  });

  it('answers an unknown /api route with 404 in the envelope', async () => {
    const res = await post('/api/no_such_call', {});
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'E', code: 'NOT_FOUND' });
  });

  it('stores a page view', async () => {
    const res = await post('/api/page_view', { path: '/faq', referrer: '/' });
    expect(res.json()).toEqual({ status: 'S' });
    const rows = await app
      .get(DataSource)
      .query(`SELECT path, referrer FROM page_views WHERE path = '/faq'`);
    expect(rows).toEqual([{ path: '/faq', referrer: '/' }]);
  });

  it('reports PostgreSQL and Redis health without the api-key', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      details: { database: { status: 'up' }, redis: { status: 'up' } },
    });
  });

  it('publishes the OpenAPI document with the spec calls', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/tournament_list', '/api/page_view', '/api/health']),
    );
    expect(doc.components.securitySchemes['api-key']).toMatchObject({
      in: 'header',
      name: 'api-key',
    });
    const ui = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger-ui');
  });

  it('answers the leaderboard for another player’s user_id as the document says: from the token', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const field = doc.components.schemas.LeaderboardDto.properties.user_id;
    expect(field.description).toMatch(
      /^Ignored: the row marked as the caller’s is the bearer token’s/,
    );
    expect(Object.keys(doc.paths['/api/leaderboard'].post.responses)).not.toContain('403');

    const { id, players } = await playedTournament(app, [100], [2, 1], 'Identity Cup');
    const [leader, second] = players;
    const res = await post(
      '/api/leaderboard',
      { inputObj: { event_id: id, game_id: GameId.TicTacToe }, user_id: leader.userId },
      { authorization: `Bearer ${second.token}` },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().own).toMatchObject({ user_id: second.userId });
    const visitor = await post('/api/leaderboard', {
      inputObj: { event_id: id, game_id: GameId.TicTacToe },
      user_id: leader.userId,
    });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json().own).toBeNull();
  });

  it('echoes a request id and sets security headers', async () => {
    const res = await post('/api/tournament_list', {}, { 'x-request-id': 'trace-123' });
    expect(res.headers['x-request-id']).toBe('trace-123');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('allows CORS only from the configured site address', async () => {
    const allowed = await app.inject({
      method: 'OPTIONS',
      url: '/api/tournament_list',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    const denied = await app.inject({
      method: 'OPTIONS',
      url: '/api/tournament_list',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(denied.headers['access-control-allow-origin']).toBeUndefined();
  });

  it("grants the client's origin its calls (credentials, the ETag readable) and no other caller", async () => {
    const cors = (origin?: string) =>
      post('/api/tournament_list', {}, origin ? { origin } : {}).then((res) => ({
        vary: res.headers.vary,
        origin: res.headers['access-control-allow-origin'],
        credentials: res.headers['access-control-allow-credentials'],
        exposed: res.headers['access-control-expose-headers'],
      }));
    expect(await cors('http://localhost:3000')).toEqual({
      vary: 'Origin',
      origin: 'http://localhost:3000',
      credentials: 'true',
      exposed: 'etag',
    });
    for (const origin of ['https://evil.example', undefined]) {
      expect([origin, await cors(origin)]).toEqual([origin, { vary: 'Origin' }]);
    }
  });

  describe('operator views', () => {
    const basic = `Basic ${Buffer.from(`operator:${OPERATOR_TOKEN}`).toString('base64')}`;

    it('keeps /metrics behind the operator token', async () => {
      expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
      await post('/api/tournament_list', {});
      const res = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toMatch(
        /http_request_duration_seconds_count\{method="POST",route="\/api\/tournament_list",status_code="200"\} \d+/,
      );
      expect(res.body).toMatch(/queue_jobs\{queue="scheduling",state="waiting"\} \d+/);
      expect(res.body).toContain('queue_job_failures_total');
    });

    it('keeps the queue dashboard behind operator credentials and lists every queue', async () => {
      const anonymous = await app.inject({ method: 'GET', url: '/admin/queues' });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.headers['www-authenticate']).toContain('Basic');
      const wrong = await app.inject({
        method: 'GET',
        url: '/admin/queues',
        headers: { authorization: `Basic ${Buffer.from('operator:guess').toString('base64')}` },
      });
      expect(wrong.statusCode).toBe(401);
      const page = await app.inject({
        method: 'GET',
        url: '/admin/queues',
        headers: { authorization: basic },
      });
      expect(page.statusCode).toBe(200);
      const api = await app.inject({
        method: 'GET',
        url: '/admin/queues/api/queues',
        headers: { authorization: basic },
      });
      expect(api.statusCode).toBe(200);
      expect(
        api
          .json()
          .queues.map((q: { name: string }) => q.name)
          .sort(),
      ).toEqual(['mail', 'payouts', 'rewards', 'scheduling']);
    });
  });
});
