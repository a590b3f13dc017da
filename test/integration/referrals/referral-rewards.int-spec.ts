import { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  LEADERBOARD_PRIZES,
  MILESTONE_EVERY,
  MILESTONE_REWARD,
  PRIZE_SHARE_PERCENT,
  STAGE_BONUSES,
} from '../../../backend/src/modules/referrals/referral-rules';
import { API_KEY, startApi } from '../../utils/stack';

describe('GET /api/referral_rewards', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await startApi();
  });
  afterAll(() => app.close());

  const getRewards = (headers: Record<string, string> = { 'api-key': API_KEY }) =>
    app.inject({ method: 'GET', url: '/api/referral_rewards', headers });

  it('answers what a referral pays, to a visitor too, cacheable for five minutes', async () => {
    const res = await getRewards();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.json()).toEqual({
      status: 'S',
      data: {
        stages: [
          { stage: 1, referrer: 100, referee: 100 },
          { stage: 2, referrer: 10, referee: 50 },
          { stage: 3, referrer: 10, referee: 100 },
        ],
        prize_share_percent: 10,
        milestone_every: 5,
        milestone_reward: 150,
        leaderboard_prizes: [5000, 3000, 1000],
      },
    });
  });

  it('prints the amounts the referral bonuses pay', async () => {
    const { data } = (await getRewards()).json();
    expect(data).toEqual({
      stages: STAGE_BONUSES.map(({ stage, referrer, referee }) => ({ stage, referrer, referee })),
      prize_share_percent: PRIZE_SHARE_PERCENT,
      milestone_every: MILESTONE_EVERY,
      milestone_reward: MILESTONE_REWARD,
      leaderboard_prizes: LEADERBOARD_PRIZES,
    });
  });

  it('still needs the web client’s api-key', async () => {
    const res = await getRewards({});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 'E', code: 'API_KEY_INVALID' });
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(
      doc.paths['/api/referral_rewards'].get.responses['200'].content['application/json'].schema,
    ).toEqual({ $ref: '#/components/schemas/ReferralRewardsResponseDto' });
  });
});
