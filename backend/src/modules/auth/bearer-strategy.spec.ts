import { sign, SignOptions } from 'jsonwebtoken';
import { createSecretKey } from 'node:crypto';
import { BearerStrategy } from './bearer-strategy';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
const strategy = new BearerStrategy(createSecretKey(Buffer.from(SECRET)), 'gamehub', 'gamehub-web');
const token = (options: SignOptions = {}, secret = SECRET) =>
  sign({ sub: 'user-1', sid: 'session-1' }, secret, {
    issuer: 'gamehub',
    audience: 'gamehub-web',
    expiresIn: 60,
    ...options,
  });

describe('BearerStrategy (passport-jwt)', () => {
  it('answers the claims of a token we signed', async () => {
    await expect(strategy.verify(token())).resolves.toMatchObject({
      sub: 'user-1',
      sid: 'session-1',
    });
  });

  it('says the session expired for an expired token', async () => {
    await expect(strategy.verify(token({ expiresIn: -10 }))).rejects.toMatchObject({
      message: 'Your session has expired. Please log in again.',
    });
  });

  it.each([
    ['another key', token({}, 'another-secret-of-at-least-thirty-two-characters')],
    ['another issuer', token({ issuer: 'elsewhere' })],
    ['another audience', token({ audience: 'someone-else' })],
    ['not a token', 'not-a-jwt'],
  ])('refuses %s as not signed in', async (_case, bad) => {
    await expect(strategy.verify(bad)).rejects.toMatchObject({
      message: 'Please log in to continue.',
    });
  });

  it('keeps instances apart: a second key does not replace the first', async () => {
    const other = new BearerStrategy(
      createSecretKey(Buffer.from('x'.repeat(40))),
      'gamehub',
      'gamehub-web',
    );
    await expect(other.verify(token())).rejects.toBeDefined();
    await expect(strategy.verify(token())).resolves.toMatchObject({ sub: 'user-1' });
  });
});
