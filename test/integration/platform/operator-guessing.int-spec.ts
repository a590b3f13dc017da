import { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  OPERATOR_FAILURE_WINDOW_SECONDS,
  OPERATOR_FAILURES_PER_ADDRESS,
} from '../../../backend/src/common/auth/operator-auth';
import { OPERATOR_TOKEN, startApi } from '../../utils/stack';

type Surface = 'ops' | 'metrics' | 'dashboard';

const URLS: Record<Surface, string> = {
  ops: '/api/ops/tournament-schedules',
  metrics: '/metrics',
  dashboard: '/admin/queues',
};

/** How each surface is signed in to: bearer for machines, the basic pair for the browser. */
function credentials(surface: Surface, token: string): string {
  return surface === 'dashboard'
    ? `Basic ${Buffer.from(`operator:${token}`).toString('base64')}`
    : `Bearer ${token}`;
}

// Issue 58: 500 wrong operator tokens from one address were answered without one 429.
describe('guessing the operator token', () => {
  let app: NestFastifyApplication;
  let nextAddress = 1;
  /** An address no other test has used (each one's count starts at 0). */
  const newAddress = () => `203.0.113.${nextAddress++}`;

  beforeAll(async () => {
    app = await startApi();
  });
  afterAll(() => app.close());

  async function call(surface: Surface, address: string, token: string | null) {
    const res = await app.inject({
      method: 'GET',
      url: URLS[surface],
      headers: token === null ? {} : { authorization: credentials(surface, token) },
      remoteAddress: address,
    });
    return {
      status: res.statusCode,
      retryAfter: res.headers['retry-after'],
      code: res.statusCode === 200 ? undefined : (res.json() as { code: string }).code,
    };
  }

  const wrong = (i: number) => `wrong-operator-token-${i}`;

  it.each(['ops', 'metrics', 'dashboard'] as const)(
    'answers 429 with Retry-After on %s after a few wrong tokens from one address, and still lets the right token in from another',
    async (surface) => {
      const guesser = newAddress();
      for (let i = 0; i < OPERATOR_FAILURES_PER_ADDRESS; i++) {
        expect(await call(surface, guesser, wrong(i))).toMatchObject({
          status: 401,
          code: 'OPERATOR_REQUIRED',
        });
      }
      const refused = await call(surface, guesser, wrong(99));
      expect(refused).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
      expect(Number(refused.retryAfter)).toBeGreaterThan(OPERATOR_FAILURE_WINDOW_SECONDS - 60);
      expect(Number(refused.retryAfter)).toBeLessThanOrEqual(OPERATOR_FAILURE_WINDOW_SECONDS);
      // A right guess from there looks like a wrong one: nothing tells the guesser it found it.
      expect(await call(surface, guesser, OPERATOR_TOKEN)).toMatchObject({ status: 429 });
      expect(await call(surface, newAddress(), OPERATOR_TOKEN)).toMatchObject({ status: 200 });
    },
  );

  it('counts wrong tokens per address across /api/ops, /metrics and /admin/queues', async () => {
    const guesser = newAddress();
    const surfaces = ['ops', 'metrics', 'dashboard'] as const;
    for (let i = 0; i < OPERATOR_FAILURES_PER_ADDRESS; i++) {
      expect(await call(surfaces[i % 3], guesser, wrong(i))).toMatchObject({ status: 401 });
    }
    for (const surface of surfaces) {
      expect(await call(surface, guesser, wrong(0))).toMatchObject({ status: 429 });
    }
  });

  it('counts guesses sent in parallel: no more get through than the limit', async () => {
    const guesser = newAddress();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => call('metrics', guesser, wrong(i))),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(OPERATOR_FAILURES_PER_ADDRESS);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50 - OPERATOR_FAILURES_PER_ADDRESS);
  });

  it('counts only wrong tokens: neither the right one nor none at all uses up the limit', async () => {
    const operator = newAddress();
    for (let i = 0; i < 20; i++) {
      expect(await call('metrics', operator, OPERATOR_TOKEN)).toMatchObject({ status: 200 });
      // A browser's first visit to the dashboard sends no credentials, and is asked for them.
      const anonymous = await app.inject({
        method: 'GET',
        url: URLS.dashboard,
        remoteAddress: operator,
      });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.headers['www-authenticate']).toBe(
        'Basic realm="GameHub operators", charset="UTF-8"',
      );
    }
    for (let i = 0; i < OPERATOR_FAILURES_PER_ADDRESS - 1; i++) {
      expect(await call('dashboard', operator, wrong(i))).toMatchObject({ status: 401 });
    }
    // A typo or nine, then the right pair: the operator is in.
    expect(await call('dashboard', operator, OPERATOR_TOKEN)).toMatchObject({ status: 200 });
    expect(await call('dashboard', operator, wrong(0))).toMatchObject({ status: 401 });
    expect(await call('dashboard', operator, wrong(0))).toMatchObject({ status: 429 });
  });
});
