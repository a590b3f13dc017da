import { SignJWT } from 'jose';
import { UnsubscribeTokens } from './unsubscribe-tokens';

const SECRET = 'a-test-secret-of-at-least-32-characters!';
const USER = '6f1c0000-0000-4000-8000-000000000001';

describe('UnsubscribeTokens', () => {
  const tokens = new UnsubscribeTokens({ jwtSecret: SECRET });

  it('names the player and the mail type it was signed for', async () => {
    const token = await tokens.sign(USER, 'prize');
    await expect(tokens.verify(token)).resolves.toEqual({ userId: USER, type: 'prize' });
  });

  it.each([
    ['a tampered payload', async (t: string) => t.replace(/^([^.]+)\.[^.]+/, '$1.eyJzdWIiOiJ4In0')],
    [
      'a tampered signature',
      async (t: string) => `${t.slice(0, -2)}${t.endsWith('AA') ? 'BB' : 'AA'}`,
    ],
    [
      'another secret',
      async () => new UnsubscribeTokens({ jwtSecret: `${SECRET}x` }).sign(USER, 'prize'),
    ],
    [
      'a token signed with JWT_SECRET itself (an access token, say)',
      async () =>
        new SignJWT({ mt: 'prize' })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(USER)
          .setIssuer('gamehub')
          .setAudience('gamehub-mail-unsubscribe')
          .sign(new TextEncoder().encode(SECRET)),
    ],
    ['not a token', async () => 'nonsense'],
  ])('refuses %s with INVALID (400)', async (_what, make) => {
    const token = await make(await tokens.sign(USER, 'prize'));
    await expect(tokens.verify(token)).rejects.toMatchObject({
      kind: 'invalid',
      code: 'UNSUBSCRIBE_TOKEN_INVALID',
    });
  });
});
