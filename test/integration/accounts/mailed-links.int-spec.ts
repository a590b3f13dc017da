import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { PASSWORD, createPlayer, signupInput } from '../../factories/user.factory';
import { Answer, post } from '../../utils/http';
import { Mailbox, ReceivedMail } from '../../utils/mailbox';
import { MailStack } from '../../utils/mail-stack';
import { eventually } from '../../utils/stack';

/**
 * Every link is used the instant its mail arrives, while the worker is still waiting for the
 * SMTP server to accept it: a code committed only after the send would not exist yet.
 */
describe('mailed links work the instant they arrive', () => {
  const stack = new MailStack();
  const mailbox = stack.mailbox;
  let app: NestFastifyApplication;
  const used = new Map<string, Answer>();

  const useOnArrival = async (mail: ReceivedMail) => {
    const to = mail.to[0];
    if (/Verify your GameHub email/.test(mail.subject)) {
      const oobCode = Mailbox.link(mail, '/auth/action').searchParams.get('oobCode');
      used.set(`verify:${to}`, await post(app, 'verify_email', { oobCode }));
    } else if (/Reset your GameHub password/.test(mail.subject)) {
      const oobCode = Mailbox.link(mail, '/auth/action').searchParams.get('oobCode');
      used.set(
        `reset:${to}`,
        await post(app, 'update_password', { oobCode, password: 'N3w$ecret!' }),
      );
    } else if (/Confirm your GameHub newsletter/.test(mail.subject)) {
      const confirm = mail.links
        .map((l) => new URL(l))
        .find((l) => l.pathname === '/newsletter' && l.searchParams.get('action') === 'subscribe');
      used.set(
        `newsletter:${to}`,
        await post(app, 'verify_newsletter', {
          email: confirm?.searchParams.get('email'),
          sig: confirm?.searchParams.get('sig'),
        }),
      );
    }
  };

  beforeAll(async () => {
    app = (await stack.start()).app;
    mailbox.onArrival = useOnArrival;
  });
  afterAll(async () => {
    mailbox.onArrival = null;
    await stack.stop();
  });

  const answered = (key: string) =>
    eventually(
      async () => used.get(key),
      (a) => a !== undefined,
      15_000,
    ) as Promise<Answer>;

  it('verifies every sign-up with a link used on arrival, then the player logs in', async () => {
    const inputs = Array.from({ length: 6 }, () => signupInput());
    await Promise.all(inputs.map((input) => post(app, 'signup', input)));
    for (const input of inputs) {
      expect((await answered(`verify:${input.email}`)).body).toMatchObject({
        status: 'S',
        message: 'Email verified successfully!',
        user: { email: input.email },
      });
      const login = await post(app, 'login', { email: input.email, password: PASSWORD });
      expect(login.body.status).toBe('S');
    }
    // Every sign-up and login hashes with argon2: slow on a busy machine.
  }, 60_000);

  it('resets a password with a link used on arrival', async () => {
    const players = await Promise.all(Array.from({ length: 2 }, () => createPlayer(app)));
    await Promise.all(players.map((p) => post(app, 'forgot_password', { email: p.email })));
    for (const p of players) {
      expect((await answered(`reset:${p.email}`)).body).toEqual({
        status: 'S',
        message: 'Your password has been reset. Please log in.',
      });
      const login = await post(app, 'login', { email: p.email, password: 'N3w$ecret!' });
      expect(login.body.status).toBe('S');
    }
  }, 60_000);

  it('confirms a newsletter subscription with a link used on arrival', async () => {
    const email = `instant-${Date.now()}@example.com`;
    await post(app, 'subscribe_newsletter', { subscribe_mail: email, user_name: 'Fan' });
    expect((await answered(`newsletter:${email}`)).body.status).toBe('S');
  });
});
