import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { createPlayer } from '../../factories/user.factory';
import { multipartBody } from '../../utils/http';
import { API_KEY, OPERATOR_TOKEN, resetDatabase, startApi } from '../../utils/stack';

// Bodies a hostile or broken client sends: each route must answer 4xx (or S) in the envelope,
// never 5xx. Nested objects are where validation has holes, so they get their own shapes.
const BODIES: unknown[] = [
  null,
  {},
  [],
  'text',
  42,
  true,
  { inputObj: null },
  { inputObj: 'x' },
  { inputObj: [] },
  { inputObj: { event_id: null, game_id: null } },
  { inputobj: null },
  { inputobj: [1] },
  { filter_data: null },
  { filter_data: [] },
  { filter_data: { catagory_fliter: 'Food', search: 7 } },
  { page: null, limit: null },
  { page: 1e308, limit: -1 },
  { event_id: '1; DROP TABLE users', game_id: { $gt: 0 } },
  { codes: null },
  { codes: [null] },
  { results: [{}] },
  { denominations: [{}] },
];

/** Form bodies (SPEC §7 has one form call): broken, hostile and with files, as [type, bytes]. */
async function formBodies(): Promise<[string, string | Buffer][]> {
  const withFile = await multipartBody({ page: '1' }, { avatar: 'GIF89a' });
  const plain = await multipartBody({ page: 'x', 'inputObj[user_id]': '0', limit: '1e308' });
  const deep = await multipartBody({ 'a[b][c][d][e]': '1', ['__proto__']: 'x' });
  const form = 'application/x-www-form-urlencoded';
  return [
    [form, ''],
    [form, 'page=1&limit=10'],
    [form, 'inputObj=null&inputObj[event_id]=1&filter_data[]=x'],
    [form, '__proto__[polluted]=1&constructor=1'],
    [form, '%%%&&&==='],
    [withFile.contentType, withFile.payload],
    [plain.contentType, plain.payload],
    [deep.contentType, deep.payload],
    [plain.contentType, plain.payload.subarray(0, 40)],
    ['multipart/form-data', 'no boundary'],
  ];
}

interface Route {
  method: 'GET' | 'POST';
  path: string;
}

describe('malformed bodies on every route', () => {
  let app: NestFastifyApplication;
  let token: string;
  let routes: Route[];

  beforeAll(async () => {
    app = await startApi();
    await resetDatabase(app.get(DataSource));
    token = (await createPlayer(app)).token;
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((m) => m === 'post')
        // Path parameters get a real-looking id so the body is what is tested.
        .map(() => ({ method: 'POST' as const, path: path.replace(/\{[^}]+\}/g, '1') })),
    );
    // Signing out ends the session the other routes are called with: last.
    routes.sort((a, b) => Number(a.path === '/api/logout') - Number(b.path === '/api/logout'));
  });
  afterAll(() => app.close());

  it('finds the routes in the OpenAPI document', () => {
    expect(routes.length).toBeGreaterThan(25);
  });

  it('answers every shape with a 4xx or S in the envelope, never a 5xx', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const bearer = route.path.startsWith('/api/ops') ? OPERATOR_TOKEN : token;
      for (const body of BODIES) {
        const res = await app.inject({
          method: route.method,
          url: route.path,
          headers: {
            'api-key': API_KEY,
            authorization: `Bearer ${bearer}`,
            'content-type': 'application/json',
            'idempotency-key': 'fuzz-key-1',
          },
          payload: JSON.stringify(body),
          remoteAddress: `10.9.${failures.length % 250}.${routes.indexOf(route) % 250}`,
        });
        const answer = res.json() as { status?: string; message?: unknown };
        // UA is the spec's 'signed out' status (after /api/logout ended the session).
        const enveloped =
          answer.status === 'S' ||
          (['E', 'UA'].includes(answer.status ?? '') && typeof answer.message === 'string');
        if (res.statusCode >= 500 || !enveloped) {
          failures.push(`${route.path} ${JSON.stringify(body)} → ${res.statusCode} ${res.body}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers form bodies, broken and hostile ones too, in the envelope, never a 5xx', async () => {
    const failures: string[] = [];
    const bodies = await formBodies();
    for (const route of routes) {
      const bearer = route.path.startsWith('/api/ops') ? OPERATOR_TOKEN : token;
      for (const [contentType, payload] of bodies) {
        const res = await app.inject({
          method: route.method,
          url: route.path,
          headers: {
            'api-key': API_KEY,
            authorization: `Bearer ${bearer}`,
            'content-type': contentType,
            'idempotency-key': 'fuzz-key-2',
          },
          payload,
          remoteAddress: `10.8.${failures.length % 250}.${routes.indexOf(route) % 250}`,
        });
        const answer = res.json() as { status?: string; message?: unknown };
        const enveloped =
          answer.status === 'S' ||
          (['E', 'UA'].includes(answer.status ?? '') && typeof answer.message === 'string');
        if (res.statusCode >= 500 || !enveloped) {
          failures.push(`${route.path} ${contentType} → ${res.statusCode} ${res.body}`);
        }
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(failures).toEqual([]);
  });

  it('names a missing or malformed inputObj on the leaderboard instead of failing', async () => {
    for (const body of [{}, { inputObj: null }, { inputObj: 'x' }]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/leaderboard',
        headers: { 'api-key': API_KEY, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        status: 'E',
        message: 'inputObj is required: { event_id, game_id }',
      });
    }
  });
});
