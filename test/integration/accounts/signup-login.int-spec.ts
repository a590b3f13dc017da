import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { PASSWORD, createPlayer, signupInput } from '../../factories/user.factory';
import { post } from '../../utils/http';
import { Mailbox } from '../../utils/mailbox';
import { MailStack } from '../../utils/mail-stack';

describe('accounts: sign-up, verification, login, profile', () => {
  const stack = new MailStack();
  const mailbox = stack.mailbox;
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = (await stack.start()).app;
  });
  afterAll(() => stack.stop());

  it('signs up, mails a verification link, verifies once, then logs in', async () => {
    const input = signupInput();
    const signup = await post(app, 'signup', input);
    expect(signup).toEqual({
      statusCode: 200,
      body: {
        status: 'S',
        message: 'Account created. Check your email for the verification link.',
      },
    });

    // Not verified yet: the right password is refused with a way forward.
    const early = await post(app, 'login', { email: input.email, password: PASSWORD });
    expect(early.statusCode).toBe(403);
    expect(early.body).toMatchObject({ status: 'E', code: 'EMAIL_NOT_VERIFIED' });

    const mail = await mailbox.waitFor(input.email, /Verify your GameHub email/);
    const link = Mailbox.link(mail, '/auth/action');
    expect(link.searchParams.get('mode')).toBe('verifyEmail');
    const oobCode = link.searchParams.get('oobCode') as string;
    expect(oobCode.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url

    const verified = await post(app, 'verify_email', { oobCode });
    // Opened soon after its mail: the link signs this device in, as a login would.
    expect(verified.body).toMatchObject({
      status: 'S',
      message: 'Email verified successfully!',
      expires_in: 900,
      user: { name: 'Asha Rao', email: input.email, is_reward_claimed: false },
    });
    expect(verified.body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const own = await post(app, 'validate_user', {}, verified.body.token);
    expect(own.body).toMatchObject({ status: 'S', data: { email: input.email } });
    // Its refresh token rotates like a login's.
    const refreshed = await post(app, 'refresh_token', {
      refresh_token: verified.body.refresh_token,
    });
    expect(refreshed.body).toMatchObject({ status: 'S', expires_in: 900 });
    // Used again once verified: the player is told so, not that something failed.
    const again = await post(app, 'verify_email', { oobCode });
    expect(again.statusCode).toBe(409);
    expect(again.body).toEqual({
      status: 'E',
      code: 'EMAIL_ALREADY_VERIFIED',
      message: 'Your email is already verified. Log in to continue.',
    });
    // A made-up link is still invalid.
    const bogus = await post(app, 'verify_email', { oobCode: 'x'.repeat(43) });
    expect(bogus.statusCode).toBe(400);
    expect(bogus.body.code).toBe('CODE_INVALID');

    const login = await post(app, 'login', {
      email: input.email.toUpperCase(),
      password: PASSWORD,
    });
    expect(login.statusCode).toBe(200);
    expect(login.body).toMatchObject({
      status: 'S',
      expires_in: 900,
      user: {
        name: 'Asha Rao',
        email: input.email,
        coin_balance: 0,
        profile_pic: 0,
        is_reward_claimed: false,
        gamer_handle: { chess: null, clash_clan: null, clash_royal: null, bgmi: null },
      },
    });
    expect(login.body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(login.body.user.referral_code).toMatch(/^[A-Z2-9]{8}$/);
  });

  it('verifies with a link older than an hour but does not sign in with it', async () => {
    const input = signupInput();
    await post(app, 'signup', input);
    const mail = await mailbox.waitFor(input.email, /Verify your GameHub email/);
    const oobCode = Mailbox.link(mail, '/auth/action').searchParams.get('oobCode') as string;
    // The mail lay in the inbox for an hour and a minute.
    await app.get(DataSource).query(
      `UPDATE auth_codes SET created_at = created_at - interval '61 minutes'
          WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
      [input.email],
    );
    const verified = await post(app, 'verify_email', { oobCode });
    expect(verified.body).toEqual({ status: 'S', message: 'Email verified successfully!' });
    const [{ sessions }] = await app.get(DataSource).query(
      `SELECT count(*)::int AS sessions FROM sessions
          WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
      [input.email],
    );
    expect(sessions).toBe(0);
    expect((await post(app, 'login', { email: input.email, password: PASSWORD })).body.status).toBe(
      'S',
    );
  });

  it('stores only a hash of the password and of the code', async () => {
    const player = await createPlayer(app);
    const [row] = await app
      .get(DataSource)
      .query(`SELECT password_hash FROM users WHERE id = $1`, [player.userId]);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    const codes = await app.get(DataSource).query(`SELECT code_hash FROM auth_codes`);
    for (const c of codes) expect(c.code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers a sign-up with a known address exactly as a new one, changes nothing and mails its owner', async () => {
    const owner = await createPlayer(app);
    const fresh = await post(app, 'signup', signupInput());
    const impostor = signupInput({
      name: 'Impostor',
      email: owner.email.toUpperCase(),
      password: 'Other$pass1',
      invite: 'FRIEND42',
    });
    const again = await post(app, 'signup', impostor);
    expect(again).toEqual(fresh);

    const mail = await mailbox.waitFor(owner.email, /Someone tried to sign up/);
    expect(mail.subject).toBe('Someone tried to sign up with your GameHub address');
    expect(mail.text).toContain('Hi Asha Rao,');
    expect(mail.text).toContain('nothing was created and nothing changed');
    expect(Mailbox.link(mail, '/login').pathname).toBe('/login');

    // The account is the owner's as it was: their password, their name, no new code.
    expect(
      (await post(app, 'login', { email: owner.email, password: PASSWORD })).body,
    ).toMatchObject({ status: 'S', user: { name: 'Asha Rao' } });
    expect(
      (await post(app, 'login', { email: owner.email, password: 'Other$pass1' })).statusCode,
    ).toBe(401);
    const [row] = await app
      .get(DataSource)
      .query(
        `SELECT count(*)::int AS n, max(invited_by_code) AS invite FROM users WHERE email = $1`,
        [owner.email],
      );
    expect(row).toEqual({ n: 1, invite: null });

    // However often someone tries, the owner hears of it once an hour.
    expect(await post(app, 'signup', impostor)).toEqual(fresh);
    await new Promise((r) => setTimeout(r, 1000));
    const toldAgain = mailbox.mails.filter(
      (m) => m.to.includes(owner.email) && /Someone tried/.test(m.subject),
    );
    expect(toldAgain).toEqual([]);
  });

  it.each([
    [{ name: '' }, 'Please enter your name'],
    [{ email: 'not-an-email' }, 'please enter valid email'],
    [{ password: '' }, 'Please enter your password'],
    [{ password: 'Ab1$' }, 'Password must be at least 8 characters'],
    [{ password: `A1$${'a'.repeat(130)}` }, 'Password must be at most 128 characters'],
    [{ country: '' }, 'Please select a country'],
    [{ gender: 'other' }, 'Please select a gender'],
  ])('refuses sign-up %j with "%s" and creates nothing', async (change, message) => {
    const input = signupInput(change);
    const res = await post(app, 'signup', input);
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({ status: 'E', message });
    const rows = await app
      .get(DataSource)
      .query(`SELECT 1 FROM users WHERE email = $1`, [input.email]);
    expect(rows).toEqual([]);
  });

  it('keeps the invite code given at sign-up for the referral programme', async () => {
    const input = signupInput({ invite: 'FRIEND42' });
    await post(app, 'signup', input);
    const [row] = await app
      .get(DataSource)
      .query(`SELECT invited_by_code FROM users WHERE email = $1`, [input.email]);
    expect(row.invited_by_code).toBe('FRIEND42');
  });

  it('answers a wrong password and an unknown email the same way', async () => {
    const player = await createPlayer(app);
    const wrong = await post(app, 'login', { email: player.email, password: 'Wrong$pass1' });
    const unknown = await post(app, 'login', {
      email: 'nobody@example.com',
      password: 'Wrong$pass1',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body.message).toBe('Invalid email or password.');
    expect(unknown.body).toEqual(wrong.body);
  });

  it('names the missing login fields in the spec’s words', async () => {
    expect((await post(app, 'login', { email: '', password: 'x' })).body.message).toBe(
      'Please enter your email address',
    );
    expect((await post(app, 'login', { email: 'a@b.co', password: '' })).body.message).toBe(
      'Please enter your password',
    );
  });

  it('loads the user, changes the avatar within 0–30 and logs out', async () => {
    const player = await createPlayer(app);
    const me = await post(app, 'get_user_data', {}, player.token);
    expect(me.body).toMatchObject({
      status: 'S',
      data: { user_id: player.userId, email: player.email },
    });

    const avatar = await post(app, 'update_profile', { profile_pic: 17 }, player.token);
    expect(avatar.body).toMatchObject({ status: 'S', data: { profile_pic: 17 } });
    for (const bad of [31, -1, 2.5, '3']) {
      const res = await post(app, 'update_profile', { profile_pic: bad }, player.token);
      expect(res.statusCode).toBe(400);
      expect(res.body.message).toBe('profile_pic must be an avatar number from 0 to 30');
    }

    expect(
      (await post(app, 'logout', { refresh_token: player.refreshToken }, player.token)).body,
    ).toEqual({
      status: 'S',
      message: 'Logged out',
    });
    const after = await post(app, 'get_user_data', {}, player.token);
    expect(after.statusCode).toBe(401);
    expect(after.body.status).toBe('UA');
    const refresh = await post(app, 'refresh_token', { refresh_token: player.refreshToken });
    expect(refresh.statusCode).toBe(401);
  });

  it('resends a verification link only to an unverified account, answering the same', async () => {
    const input = signupInput();
    await post(app, 'signup', input);
    await mailbox.waitFor(input.email, /Verify/);
    const resend = await post(app, 'resend_verification', { email: input.email });
    const unknown = await post(app, 'resend_verification', { email: 'ghost@example.com' });
    expect(resend.body).toEqual(unknown.body);
    const mail = await mailbox.waitFor(input.email, /Verify/);
    const oobCode = Mailbox.link(mail, '/auth/action').searchParams.get('oobCode') as string;
    expect((await post(app, 'verify_email', { oobCode })).body.status).toBe('S');
  });
});
