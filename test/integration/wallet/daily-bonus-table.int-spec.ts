import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DAILY_BONUS_COINS } from '../../../backend/src/modules/wallet/daily-bonus';
import { API_KEY, startApi } from '../../utils/stack';

describe('GET /api/daily_bonus', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await startApi();
  });
  afterAll(() => app.close());

  const getTable = (headers: Record<string, string> = { 'api-key': API_KEY }) =>
    app.inject({ method: 'GET', url: '/api/daily_bonus', headers });

  it('answers the coins per streak day, without a bearer token, cacheable for five minutes', async () => {
    const res = await getTable();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.json()).toEqual({
      status: 'S',
      data: [
        { day: 1, coins: 10 },
        { day: 2, coins: 15 },
        { day: 3, coins: 20 },
        { day: 4, coins: 25 },
        { day: 5, coins: 30 },
        { day: 6, coins: 40 },
        { day: 7, coins: 50 },
      ],
    });
  });

  it('prints the table the claim pays from', async () => {
    const { data } = (await getTable()).json();
    expect(data.map((d: { coins: number }) => d.coins)).toEqual([...DAILY_BONUS_COINS]);
  });

  it('still needs the web client’s api-key', async () => {
    const res = await getTable({});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 'E', code: 'API_KEY_INVALID' });
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(
      doc.paths['/api/daily_bonus'].get.responses['200'].content['application/json'].schema,
    ).toEqual({ $ref: '#/components/schemas/DailyBonusTableResponseDto' });
  });
});
