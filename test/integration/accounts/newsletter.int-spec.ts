import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { post } from '../../utils/http';
import { MailStack } from '../../utils/mail-stack';

describe('newsletter: double opt-in with signed links', () => {
  const stack = new MailStack();
  const mailbox = stack.mailbox;
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = (await stack.start()).app;
  });
  afterAll(() => stack.stop());

  const state = async (email: string) =>
    (
      await app.get(DataSource).query(
        `SELECT confirmed_at IS NOT NULL AS confirmed, unsubscribed_at IS NOT NULL AS unsubscribed
             FROM newsletter_subscriptions WHERE email = $1`,
        [email],
      )
    )[0];

  it('confirms through the mailed link and unsubscribes through the other', async () => {
    const email = `fan-${Date.now()}@example.com`;
    const res = await post(app, 'subscribe_newsletter', {
      subscribe_mail: email,
      user_name: 'Fan',
    });
    expect(res.body).toEqual({
      status: 'S',
      message: 'Email Successfully Subscribed. Check your inbox to confirm.',
    });
    expect(await state(email)).toEqual({ confirmed: false, unsubscribed: false });

    const mail = await mailbox.waitFor(email, /Confirm your GameHub newsletter/);
    const links = mail.links.filter((l) => l.includes('/newsletter?')).map((l) => new URL(l));
    const confirm = links.find((l) => l.searchParams.get('action') === 'subscribe') as URL;
    const unsubscribe = links.find((l) => l.searchParams.get('action') === 'unsubscribe') as URL;
    expect(confirm.searchParams.get('email')).toBe(email);

    const body = (url: URL) => ({
      email: url.searchParams.get('email') as string,
      sig: url.searchParams.get('sig') as string,
    });
    expect((await post(app, 'verify_newsletter', body(confirm))).body.status).toBe('S');
    expect(await state(email)).toEqual({ confirmed: true, unsubscribed: false });

    // A subscription link cannot unsubscribe, and a made-up signature does nothing.
    expect((await post(app, 'unsubscribe_newsletter', body(confirm))).statusCode).toBe(403);
    expect((await post(app, 'unsubscribe_newsletter', { email, sig: 'forged' })).statusCode).toBe(
      403,
    );
    expect(await state(email)).toEqual({ confirmed: true, unsubscribed: false });

    expect((await post(app, 'unsubscribe_newsletter', body(unsubscribe))).body.status).toBe('S');
    expect(await state(email)).toEqual({ confirmed: true, unsubscribed: true });
  });

  it('refuses to confirm someone else’s address without their link', async () => {
    const email = `victim-${Date.now()}@example.com`;
    await post(app, 'subscribe_newsletter', { subscribe_mail: email, user_name: '' });
    const res = await post(app, 'verify_newsletter', { email, sig: 'guess' });
    expect(res.statusCode).toBe(403);
    expect(res.body).toMatchObject({ status: 'E', message: 'This newsletter link is not valid.' });
    expect(await state(email)).toEqual({ confirmed: false, unsubscribed: false });
  });

  it('mails one confirmation for subscribes sent together or minutes apart, and a new one later', async () => {
    const email = `eager-${Date.now()}@example.com`;
    const answers = await Promise.all(
      Array.from({ length: 3 }, () =>
        post(app, 'subscribe_newsletter', { subscribe_mail: email, user_name: 'Fan' }),
      ),
    );
    for (const a of answers) expect(a.body.status).toBe('S');
    await mailbox.waitFor(email, /Confirm your GameHub newsletter/);
    await post(app, 'subscribe_newsletter', { subscribe_mail: email, user_name: 'Fan' });
    await new Promise((r) => setTimeout(r, 1_500));
    expect(mailbox.mails.filter((m) => m.to.includes(email))).toEqual([]);

    // Ten minutes on, still unconfirmed: asking again mails a new link.
    await app.get(DataSource).query(
      `UPDATE newsletter_subscriptions
            SET confirmation_sent_at = now() - interval '11 minutes' WHERE email = $1`,
      [email],
    );
    await post(app, 'subscribe_newsletter', { subscribe_mail: email, user_name: 'Fan' });
    await mailbox.waitFor(email, /Confirm your GameHub newsletter/);
  });
});
