import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import {
  invitedSignup,
  referralCode,
  referralCredits,
  verifyEmail,
} from '../../factories/referral.factory';
import { createPlayer } from '../../factories/user.factory';
import { ops, post } from '../../utils/http';
import { startApi } from '../../utils/stack';

describe('referrals: milestones and the mystery reward', () => {
  let app: NestFastifyApplication;
  let dataSource: DataSource;

  beforeAll(async () => {
    app = await startApi();
    dataSource = app.get(DataSource);
  });
  afterAll(() => app.close());

  /** `n` more referees of the player who reach Signup (the worker is not needed to count them). */
  async function refer(referrerId: string, n: number): Promise<void> {
    const code = await referralCode(app, referrerId);
    for (let i = 0; i < n; i++) {
      const p = await invitedSignup(app, code, { name: `Friend ${i}` });
      await verifyEmail(app, p.userId);
    }
  }
  const claim = (token: string) => post(app, 'refer_earn_dashboard/milestone', {}, token);
  const milestoneOf = async (token: string) =>
    (await post(app, 'refer_earn_dashboard', {}, token)).body.data.milestone;
  const milestoneCredits = async (userId: string) =>
    (await referralCredits(dataSource, userId)).filter(([r]) => /milestone/.test(r));

  it('lets operators set the weighted mystery table, validated', async () => {
    const initial = await ops(app, 'GET', 'referrals/mystery-rewards');
    expect(initial.body).toMatchObject({ status: 'S' });
    expect(initial.body.rewards.length).toBeGreaterThan(0);

    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/ops/referrals/mystery-rewards',
      payload: { rewards: [{ amount: 5, weight: 1 }] },
    });
    expect(anonymous.statusCode).toBe(401);
    for (const [rewards, message] of [
      [[], 'rewards must have at least one row'],
      [[{ amount: 0, weight: 1 }], 'amount must be at least 1 coin'],
      [[{ amount: 10, weight: 1.5 }], 'weight must be a whole number'],
      [
        [
          { amount: 10, weight: 1 },
          { amount: 10, weight: 2 },
        ],
        'rewards must not repeat an amount',
      ],
      [
        Array.from({ length: 21 }, (_, i) => ({ amount: i + 1, weight: 1 })),
        'rewards must have at most 20 rows',
      ],
      ['lots', 'rewards must be a list of { amount, weight }'],
    ] as const) {
      const res = await ops(app, 'POST', 'referrals/mystery-rewards', { rewards });
      expect([res.statusCode, res.body.status, res.body.message]).toEqual([400, 'E', message]);
    }
    expect((await ops(app, 'GET', 'referrals/mystery-rewards')).body.rewards).toEqual(
      initial.body.rewards,
    );
    const set = await ops(app, 'POST', 'referrals/mystery-rewards', {
      rewards: [{ amount: 77, weight: 1 }],
    });
    expect(set.body).toEqual({ status: 'S', rewards: [{ amount: 77, weight: 1 }] });
  });

  it('pays once for 10 concurrent claims at 5, keeps 5 claimable at 7 and two at 10', async () => {
    await ops(app, 'POST', 'referrals/mystery-rewards', { rewards: [{ amount: 77, weight: 1 }] });
    const ravi = await createPlayer(app, { name: 'Ravi' });
    const meera = await createPlayer(app, { name: 'Meera' });
    await refer(ravi.userId, 5);
    await refer(meera.userId, 7);
    expect(await milestoneOf(ravi.token)).toEqual({
      every: 5,
      reward: 150,
      reached: 1,
      claimed: 0,
      claimable: 1,
      next_at: 10,
      progress: 0,
    });

    const answers = await Promise.all(Array.from({ length: 10 }, () => claim(ravi.token)));
    const won = answers.filter((a) => a.statusCode === 200);
    expect(won).toHaveLength(1);
    expect(won[0].body).toMatchObject({
      status: 'S',
      message: 'Milestone reward claimed successfully!',
      is_claimed: true,
      claimed: { milestone: 1, at_referrals: 5, reward: 150, mystery_reward: 77 },
      milestone: [{ milestone: 1, at_referrals: 5, reward: 150, mystery_reward: 77 }],
    });
    for (const a of answers.filter((x) => x.statusCode !== 200)) {
      expect([a.statusCode, a.body.message]).toEqual([
        409,
        'Milestone not reached or already claimed',
      ]);
    }
    expect(await milestoneCredits(ravi.userId)).toEqual([
      ['Referral milestone 1', 150],
      ['Mystery reward (milestone 1)', 77],
    ]);

    // Reaching 7 without claiming keeps the milestone at 5.
    expect(await milestoneOf(meera.token)).toMatchObject({
      reached: 1,
      claimable: 1,
      progress: 2,
      next_at: 10,
    });
    await refer(meera.userId, 3);
    expect(await milestoneOf(meera.token)).toMatchObject({
      reached: 2,
      claimed: 0,
      claimable: 2,
      progress: 0,
      next_at: 15,
    });
    const first = await claim(meera.token);
    const second = await claim(meera.token);
    const third = await claim(meera.token);
    expect(first.body.claimed).toMatchObject({ milestone: 1, at_referrals: 5 });
    expect(second.body.claimed).toMatchObject({ milestone: 2, at_referrals: 10 });
    expect(second.body.milestone.map((m: { milestone: number }) => m.milestone)).toEqual([1, 2]);
    expect(third.statusCode).toBe(409);
    expect(await milestoneOf(meera.token)).toMatchObject({ reached: 2, claimed: 2, claimable: 0 });
    expect(await milestoneCredits(meera.userId)).toEqual([
      ['Referral milestone 1', 150],
      ['Mystery reward (milestone 1)', 77],
      ['Referral milestone 2', 150],
      ['Mystery reward (milestone 2)', 77],
    ]);
  });
});
