import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { queryRows } from '../../../backend/src/common/postgres/query-rows';
import { PASSWORD, createPlayer } from '../../factories/user.factory';
import { post } from '../../utils/http';
import { Mailbox } from '../../utils/mailbox';
import { MailStack } from '../../utils/mail-stack';
import { eventually } from '../../utils/stack';

describe('accounts: forgot and reset password', () => {
  const stack = new MailStack();
  const mailbox = stack.mailbox;
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = (await stack.start()).app;
  });
  afterAll(() => stack.stop());

  const SENT = { status: 'S', message: 'Password reset link sent! Check your email inbox.' };

  it('answers the same for any email and mails only a real account', async () => {
    const player = await createPlayer(app);
    const real = await post(app, 'forgot_password', { email: player.email });
    const ghost = await post(app, 'forgot_password', { email: 'ghost@example.com' });
    expect(real.body).toEqual(SENT);
    expect(ghost.body).toEqual(SENT);
    await mailbox.waitFor(player.email, /Reset your GameHub password/);
    await new Promise((r) => setTimeout(r, 500));
    expect(mailbox.mails.filter((m) => m.to.includes('ghost@example.com'))).toEqual([]);
  });

  it('resets with the mailed code once, signs out everywhere, and the new password works', async () => {
    const player = await createPlayer(app);
    await post(app, 'forgot_password', { email: player.email.toUpperCase() });
    const mail = await mailbox.waitFor(player.email, /Reset your GameHub password/);
    const link = Mailbox.link(mail, '/auth/action');
    expect(link.searchParams.get('mode')).toBe('resetPassword');
    const oobCode = link.searchParams.get('oobCode') as string;

    // The page checks the link before showing the form; checking does not use it.
    for (let i = 0; i < 2; i++) {
      expect((await post(app, 'check_reset_code', { oobCode })).body).toEqual({
        status: 'S',
        message: 'This reset link is valid.',
      });
    }

    const reset = await post(app, 'update_password', { oobCode, password: 'N3w$ecret!' });
    expect(reset.body).toEqual({
      status: 'S',
      message: 'Your password has been reset. Please log in.',
    });

    // Every earlier session ends with the change.
    expect((await post(app, 'get_user_data', {}, player.token)).statusCode).toBe(401);
    expect(
      (await post(app, 'refresh_token', { refresh_token: player.refreshToken })).statusCode,
    ).toBe(401);
    expect((await post(app, 'login', { email: player.email, password: PASSWORD })).statusCode).toBe(
      401,
    );
    const login = await post(app, 'login', { email: player.email, password: 'N3w$ecret!' });
    expect(login.body.status).toBe('S');

    // Used: the page says so at once, instead of showing a form that fails on submit.
    const used = await post(app, 'check_reset_code', { oobCode });
    expect(used.statusCode).toBe(400);
    expect(used.body).toMatchObject({
      code: 'CODE_INVALID',
      message: 'This reset link is invalid or has expired.',
    });

    const reuse = await post(app, 'update_password', { oobCode, password: 'An0ther$ecret' });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.body).toMatchObject({
      status: 'E',
      message: 'This reset link is invalid or has expired.',
    });
  });

  it('never changes a password from an email alone', async () => {
    const player = await createPlayer(app);
    const res = await post(app, 'update_password', { email: player.email, password: 'Hijack$123' });
    expect(res.statusCode).toBe(400);
    expect(
      (await post(app, 'login', { email: player.email, password: PASSWORD })).body.status,
    ).toBe('S');
  });

  it('refuses an expired code, a verification code and a made-up code', async () => {
    const player = await createPlayer(app);
    await post(app, 'forgot_password', { email: player.email });
    const mail = await mailbox.waitFor(player.email, /Reset/);
    const oobCode = Mailbox.link(mail, '/auth/action').searchParams.get('oobCode') as string;
    // The mail leaves inside the worker's transaction: expire the code once it has committed.
    await eventually(
      async () =>
        queryRows(
          await app.get(DataSource).query(
            `UPDATE auth_codes SET expires_at = now() - interval '1 second'
              WHERE user_id = $1 AND purpose = 'reset_password' RETURNING 1`,
            [player.userId],
          ),
        ).length,
      (expired) => expired > 0,
    );
    for (const code of [oobCode, 'made-up-code']) {
      const res = await post(app, 'update_password', { oobCode: code, password: 'N3w$ecret!' });
      expect(res.statusCode).toBe(400);
    }
  });

  it.each([
    [{ password: '' }, 'Please enter a new password.'],
    [{ password: 'short1$' }, 'Password must be at least 8 characters'],
  ])('validates the new password %j', async (change, message) => {
    const res = await post(app, 'update_password', { oobCode: 'x', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('names a missing email in the spec’s words', async () => {
    const res = await post(app, 'forgot_password', { email: '' });
    expect(res.body).toMatchObject({ status: 'E', message: 'Please enter your email.' });
  });
});
