import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { QueueRegistry } from '../../../backend/src/events/queue-registry';
import { QUEUES } from '../../../backend/src/events/queues';
import {
  invitedSignup,
  referralCode,
  referralCredits,
  verifyEmail,
} from '../../factories/referral.factory';
import { coinBalance, createPlayer } from '../../factories/user.factory';
import { post } from '../../utils/http';
import { FakeIdentityProviders } from '../../utils/identity-providers';
import { MailStack } from '../../utils/mail-stack';
import { eventually } from '../../utils/stack';

const gmail = (tag: string) => `asha.rao.${tag}@gmail.com`;

describe('referrals: who referred whom', () => {
  const providers = new FakeIdentityProviders();
  const stack = new MailStack();
  let app: NestFastifyApplication;
  let dataSource: DataSource;

  beforeAll(async () => {
    await providers.start();
    app = (await stack.start()).app;
    dataSource = app.get(DataSource);
  });
  afterAll(async () => {
    await stack.stop();
    await providers.stop();
  });

  const referrerOf = async (refereeId: string): Promise<string | null> =>
    (
      await dataSource.query(`SELECT referrer_id FROM referrals WHERE referee_id = $1`, [refereeId])
    )[0]?.referrer_id ?? null;

  /** Every rewards job handled (none waiting, active or delayed), so nothing is still to pay. */
  async function quiet(): Promise<void> {
    const rewards = stack.worker.get(QueueRegistry).get(QUEUES.rewards);
    await eventually(
      async () => {
        const [counts, unpublished] = await Promise.all([
          rewards.getJobCounts('waiting', 'active', 'delayed', 'prioritized'),
          dataSource.query(
            `SELECT count(*)::int AS n FROM outbox_events WHERE published_at IS NULL`,
          ),
        ]);
        // The repeating sweep is always delayed until its next run.
        return (
          counts.waiting + counts.active + counts.prioritized + unpublished[0].n === 0 &&
          counts.delayed <= 1
        );
      },
      Boolean,
      20_000,
    );
  }

  it('records a Google or Apple newcomer’s referrer, and pays their Signup at once', async () => {
    const ravi = await createPlayer(app, { name: 'Ravi' });
    const code = await referralCode(app, ravi.userId);
    const viaGoogle = await post(app, 'google_login', {
      idToken: await providers.token('google', {
        email: `g-${randomUUID().slice(0, 8)}@example.com`,
        email_verified: true,
        name: 'Diya',
      }),
      referelId: code,
    });
    const viaApple = await post(app, 'apple_login', {
      idToken: await providers.token('apple', {
        email: `a-${randomUUID().slice(0, 8)}@example.com`,
        email_verified: 'true',
        name: 'Zara',
      }),
      referelId: ` ${code.toLowerCase()} `,
    });
    const diya = viaGoogle.body.user.user_id;
    const zara = viaApple.body.user.user_id;
    expect([await referrerOf(diya), await referrerOf(zara)]).toEqual([ravi.userId, ravi.userId]);
    await eventually(
      () => coinBalance(dataSource, ravi.userId),
      (b) => b === 200,
      20_000,
    );
    expect(await coinBalance(dataSource, diya)).toBe(100);
    expect(await coinBalance(dataSource, zara)).toBe(100);
  });

  it('ignores a self-referral, an unknown code and the code of a later account, with no error to the newcomer', async () => {
    // The same person: their own code given when they sign in with Google to the same verified
    // address (their account), and a Gmail alias of the referrer's mailbox.
    const tag = randomUUID().slice(0, 6);
    const asha = await invitedSignup(app, undefined, { name: 'Asha', email: gmail(tag) });
    await verifyEmail(app, asha.userId);
    const ownCode = await referralCode(app, asha.userId);
    const google = await post(app, 'google_login', {
      idToken: await providers.token('google', {
        email: gmail(tag).toUpperCase(),
        email_verified: true,
      }),
      referelId: ownCode,
    });
    expect(google.body).toMatchObject({ status: 'S', user: { user_id: asha.userId } });
    const alias = await invitedSignup(app, ownCode, {
      name: 'Asha Again',
      email: `asharao${tag}+farm@gmail.com`,
    });
    const aliasByGoogle = await post(app, 'google_login', {
      idToken: await providers.token('google', {
        email: `asharao.${tag}+2@googlemail.com`,
        email_verified: true,
      }),
      referelId: ownCode,
    });
    expect(aliasByGoogle.body.status).toBe('S');

    // A code nobody has, and one that only a later account comes to hold.
    const unknown = await invitedSignup(app, 'NOSUCHCD', { name: 'Kabir' });
    const early = await invitedSignup(app, 'LATER234', { name: 'Meera' });
    const later = await createPlayer(app, { name: 'Later' });
    await dataSource.query(`UPDATE users SET referral_code = 'LATER234' WHERE id = $1`, [
      later.userId,
    ]);
    for (const p of [alias, unknown, early]) await verifyEmail(app, p.userId);
    await quiet();

    const newcomers = [alias.userId, aliasByGoogle.body.user.user_id, unknown.userId, early.userId];
    for (const id of newcomers) expect(await referrerOf(id)).toBeNull();
    for (const id of [asha.userId, later.userId, ...newcomers]) {
      expect(await referralCredits(dataSource, id)).toEqual([]);
    }
    const dashboard = await post(app, 'refer_earn_dashboard', {}, later.token);
    expect(dashboard.body.data).toMatchObject({ total_count: 0, obj_data: [] });
  });

  it('keeps the first referrer: a second code later pays the second referrer nothing', async () => {
    const first = await createPlayer(app, { name: 'First' });
    const second = await createPlayer(app, { name: 'Second' });
    const referee = await invitedSignup(app, await referralCode(app, first.userId), {
      name: 'Tara',
    });
    // Tara comes back through Google with another friend's invite: the account exists, so the
    // invite is not used, but the verified address takes her to Signup.
    const google = await post(app, 'google_login', {
      idToken: await providers.token('google', { email: referee.email, email_verified: true }),
      referelId: await referralCode(app, second.userId),
    });
    expect(google.body.user.user_id).toBe(referee.userId);
    await verifyEmail(app, referee.userId);
    await eventually(
      () => coinBalance(dataSource, first.userId),
      (b) => b === 100,
      20_000,
    );
    await quiet();
    expect(await referrerOf(referee.userId)).toBe(first.userId);
    expect(await referralCredits(dataSource, first.userId)).toEqual([
      ['Referral: Tara signed up', 100],
    ]);
    expect(await referralCredits(dataSource, referee.userId)).toEqual([
      ['Referral bonus: welcome', 100],
    ]);
    expect(await referralCredits(dataSource, second.userId)).toEqual([]);
  });
});
