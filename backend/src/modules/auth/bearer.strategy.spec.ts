import { sign, SignOptions } from 'jsonwebtoken';
import { createSecretKey } from 'node:crypto';
import passport from 'passport';
import { AccessTokens, BEARER_STRATEGY, handAccessTokens } from '../../common/auth/access-tokens';
import { requestErrors } from '../../common/http/request.errors';
import { BearerStrategy } from './bearer.strategy';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
const OTHER_SECRET = 'another-secret-of-at-least-thirty-two-characters';
const USER = { id: 'user-1', sessionId: 'session-1' };
const CLAIMS = { sub: 'user-1', sid: 'session-1' };

/** A mock that fails the test when called without an answer set up for it. */
const strict = () =>
  jest.fn<unknown, unknown[]>((...args) => {
    throw new Error(`unexpected call with ${JSON.stringify(args)}`);
  });

const token = (options: SignOptions = {}, secret = SECRET) =>
  sign(CLAIMS, secret, { issuer: 'gamehub', audience: 'gamehub-web', expiresIn: 60, ...options });

/** One app's token checks; reading its key fails the test unless the key was given. */
function appTokens(secret?: string) {
  const tokens = {
    verifyAccessToken: strict(),
    verifiedClaims: strict(),
    acceptVerified: strict(),
    activeUser: strict(),
  };
  Object.defineProperty(tokens, 'signingKey', {
    get: () => {
      if (!secret) throw new Error('the signing key was read');
      return createSecretKey(Buffer.from(secret));
    },
  });
  return tokens as typeof tokens & { signingKey: unknown };
}

interface Outcome {
  err: unknown;
  user: unknown;
  info: unknown;
}

/** Runs the strategy as the bearer guards do: through passport, by its name. */
function authenticate(tokens: ReturnType<typeof appTokens>, header?: string): Promise<Outcome> {
  const request = handAccessTokens(
    { headers: header === undefined ? {} : { authorization: header } },
    tokens as unknown as AccessTokens,
  );
  return new Promise((resolve, reject) =>
    passport.authenticate(
      BEARER_STRATEGY,
      { session: false },
      (err: unknown, user: unknown, info: unknown) => resolve({ err, user, info }),
    )(request, {}, reject),
  );
}

describe('BearerStrategy (passport-jwt, through passport)', () => {
  beforeAll(() => new BearerStrategy());

  it('answers the caller of a token signed with the app’s key, after remembering its claims', async () => {
    const tokens = appTokens(SECRET);
    const bearer = token();
    tokens.verifiedClaims.mockReturnValueOnce(undefined);
    tokens.acceptVerified.mockReturnValueOnce(CLAIMS);
    tokens.activeUser.mockImplementationOnce(async () => USER);

    await expect(authenticate(tokens, `Bearer ${bearer}`)).resolves.toMatchObject({
      err: null,
      user: USER,
    });
    expect(tokens.acceptVerified).toHaveBeenCalledWith(
      bearer,
      expect.objectContaining({ ...CLAIMS, iss: 'gamehub', aud: 'gamehub-web' }),
    );
    expect(tokens.activeUser).toHaveBeenCalledWith(CLAIMS);
  });

  it('answers a token verified before without checking its signature again', async () => {
    // No key given: reading it would fail. Signed with another key, so a check would refuse it.
    const tokens = appTokens();
    tokens.verifiedClaims.mockReturnValueOnce(CLAIMS);
    tokens.activeUser.mockImplementationOnce(async () => USER);

    await expect(authenticate(tokens, `Bearer ${token({}, OTHER_SECRET)}`)).resolves.toMatchObject({
      err: null,
      user: USER,
    });
    expect(tokens.activeUser).toHaveBeenCalledWith(CLAIMS);
  });

  it('reads the token of a bearer header in any case and spacing', async () => {
    const tokens = appTokens();
    const bearer = token();
    tokens.verifiedClaims.mockReturnValueOnce(CLAIMS);
    tokens.activeUser.mockImplementationOnce(async () => USER);

    await authenticate(tokens, `  bEaReR   ${bearer} `);
    expect(tokens.verifiedClaims).toHaveBeenCalledWith(bearer);
  });

  it('fails an expired token with the expiry as the reason', async () => {
    const tokens = appTokens(SECRET);
    tokens.verifiedClaims.mockReturnValueOnce(undefined);

    const outcome = await authenticate(tokens, `Bearer ${token({ expiresIn: -10 })}`);
    expect(outcome).toMatchObject({ err: null, user: false });
    expect((outcome.info as Error).name).toBe('TokenExpiredError');
  });

  it.each([
    ['signed with another key', `Bearer ${token({}, OTHER_SECRET)}`],
    ['of another issuer', `Bearer ${token({ issuer: 'elsewhere' })}`],
    ['for another audience', `Bearer ${token({ audience: 'someone-else' })}`],
    ['signed with another algorithm', `Bearer ${token({ algorithm: 'HS512' })}`],
    ['that is not a token', 'Bearer not-a-jwt'],
  ])('fails a token %s without looking at its session', async (_case, header) => {
    const tokens = appTokens(SECRET);
    tokens.verifiedClaims.mockReturnValueOnce(undefined);

    const outcome = await authenticate(tokens, header);
    expect(outcome).toMatchObject({ err: null, user: false });
    expect((outcome.info as Error).name).not.toBe('TokenExpiredError');
  });

  it.each([
    ['no authorization header', undefined],
    ['another scheme', `Basic ${Buffer.from('a:b').toString('base64')}`],
    ['a bearer header with two tokens', `Bearer ${token()} ${token()}`],
  ])('fails a request with %s without reading any token', async (_case, header) => {
    const tokens = appTokens();
    await expect(authenticate(tokens, header)).resolves.toMatchObject({ err: null, user: false });
  });

  it('hands on the refusal of claims the app does not accept', async () => {
    const tokens = appTokens(SECRET);
    tokens.verifiedClaims.mockReturnValueOnce(undefined);
    tokens.acceptVerified.mockImplementationOnce(() => {
      throw requestErrors.loginRequired();
    });

    await expect(authenticate(tokens, `Bearer ${token()}`)).resolves.toMatchObject({
      err: { message: 'Please log in to continue.' },
    });
  });

  it('hands on the session check’s answer for a revoked session, cached or not', async () => {
    const fresh = appTokens(SECRET);
    fresh.verifiedClaims.mockReturnValueOnce(undefined);
    fresh.acceptVerified.mockReturnValueOnce(CLAIMS);
    fresh.activeUser.mockImplementationOnce(async () => {
      throw requestErrors.sessionEnded();
    });
    const cached = appTokens();
    cached.verifiedClaims.mockReturnValueOnce(CLAIMS);
    cached.activeUser.mockImplementationOnce(async () => {
      throw requestErrors.sessionEnded();
    });

    for (const tokens of [fresh, cached]) {
      await expect(authenticate(tokens, `Bearer ${token()}`)).resolves.toMatchObject({
        err: { message: 'Your session has ended. Please log in again.' },
      });
    }
  });

  it('checks with the key of the app whose guard sent the request, whichever app registered it', async () => {
    // Another app built its strategy last: passport holds that one under the name.
    new BearerStrategy();
    const appA = appTokens(SECRET);
    const appB = appTokens(OTHER_SECRET);
    for (const tokens of [appA, appB]) {
      tokens.verifiedClaims.mockReturnValue(undefined);
      tokens.acceptVerified.mockReturnValue(CLAIMS);
      tokens.activeUser.mockImplementation(async () => USER);
    }
    const ofA = `Bearer ${token()}`;
    const ofB = `Bearer ${token({}, OTHER_SECRET)}`;

    await expect(authenticate(appA, ofA)).resolves.toMatchObject({ user: USER });
    await expect(authenticate(appB, ofA)).resolves.toMatchObject({ user: false });
    await expect(authenticate(appB, ofB)).resolves.toMatchObject({ user: USER });
    await expect(authenticate(appA, ofB)).resolves.toMatchObject({ user: false });
  });

  it('refuses to run for a request no bearer guard handed an app’s checks to', async () => {
    await expect(
      new Promise((resolve, reject) => {
        try {
          passport.authenticate(BEARER_STRATEGY, { session: false }, resolve)(
            { headers: { authorization: `Bearer ${token()}` } },
            {},
            reject,
          );
        } catch (err) {
          reject(err);
        }
      }),
    ).rejects.toThrow('runs only behind a bearer guard');
  });
});
