import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import type { JWTPayload, KeyLike } from 'jose';
import { randomUUID } from 'node:crypto';
import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { PASSWORD, createPlayer } from '../../factories/user.factory';
import { post } from '../../utils/http';
import { startApi } from '../../utils/stack';

const GOOGLE = {
  clientId: 'gamehub-test.apps.googleusercontent.com',
  issuer: 'https://accounts.google.com',
  kid: 'google-key-1',
  alg: 'RS256',
};
const APPLE = {
  clientId: 'com.gamehub.web',
  issuer: 'https://appleid.apple.com',
  kid: 'apple-key-1',
  alg: 'ES256',
};
const GOOGLE_FAILED = 'Google sign-in failed. Please try again.';
const ENV_KEYS = ['CLIENT_ID', 'ISSUERS', 'JWKS_URL'].flatMap((k) => [`GOOGLE_${k}`, `APPLE_${k}`]);

/** The providers' published key sets, served the way Google and Apple serve theirs. */
class KeyServer {
  readonly keys: Record<string, { kid: string; alg: string; privateKey: KeyLike }> = {};
  private readonly jwks: Record<string, object> = {};
  private server: Server = createServer((req, res) => {
    const jwks = this.jwks[req.url ?? ''];
    res.writeHead(jwks ? 200 : 500, { 'content-type': 'application/json' });
    res.end(JSON.stringify(jwks ?? { error: 'down' }));
  });
  base = '';

  async start(): Promise<void> {
    for (const [path, { kid, alg }] of [
      ['/google', GOOGLE],
      ['/apple', APPLE],
    ] as const) {
      const { publicKey, privateKey } = await generateKeyPair(alg);
      this.jwks[path] = { keys: [{ ...(await exportJWK(publicKey)), kid, alg, use: 'sig' }] };
      this.keys[path] = { kid, alg, privateKey };
    }
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

interface TokenOptions {
  claims?: JWTPayload;
  sub?: string;
  issuer?: string;
  audience?: string;
  /** Seconds from now; negative for a token that has expired. */
  expiresIn?: number;
  privateKey?: KeyLike;
}

function configure(keys: KeyServer, overrides: Record<string, string | undefined> = {}) {
  const values: Record<string, string | undefined> = {
    GOOGLE_CLIENT_ID: GOOGLE.clientId,
    GOOGLE_ISSUERS: 'https://accounts.google.com,accounts.google.com',
    GOOGLE_JWKS_URL: `${keys.base}/google`,
    APPLE_CLIENT_ID: APPLE.clientId,
    APPLE_ISSUERS: APPLE.issuer,
    APPLE_JWKS_URL: `${keys.base}/apple`,
    ...overrides,
  };
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
}

function unconfigure() {
  for (const k of ENV_KEYS) delete process.env[k];
}

const email = () => `social-${randomUUID().slice(0, 8)}@example.com`;

describe('accounts: Google and Apple sign-in', () => {
  const keys = new KeyServer();
  let app: NestFastifyApplication;
  let db: DataSource;

  async function sign(provider: typeof GOOGLE, path: string, o: TokenOptions = {}) {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ ...o.claims })
      .setProtectedHeader({ alg: provider.alg, kid: provider.kid, typ: 'JWT' })
      .setSubject(o.sub ?? randomUUID())
      .setIssuer(o.issuer ?? provider.issuer)
      .setAudience(o.audience ?? provider.clientId)
      .setIssuedAt(now - 60)
      .setExpirationTime(now + (o.expiresIn ?? 600))
      .sign(o.privateKey ?? keys.keys[path].privateKey);
  }
  const googleToken = (o: TokenOptions = {}) => sign(GOOGLE, '/google', o);
  const appleToken = (o: TokenOptions = {}) => sign(APPLE, '/apple', o);

  beforeAll(async () => {
    await keys.start();
    configure(keys);
    app = await startApi();
    db = app.get(DataSource);
  });
  afterAll(async () => {
    await app.close();
    await keys.stop();
    unconfigure();
  });

  it('creates a verified account for a new Google user and signs them in', async () => {
    const address = email();
    const sub = randomUUID();
    const idToken = await googleToken({
      sub,
      claims: { email: address.toUpperCase(), email_verified: true, name: 'Asha Rao' },
    });
    const res = await post(app, 'google_login', { idToken });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({
      status: 'S',
      expires_in: 900,
      user: { name: 'Asha Rao', email: address, coin_balance: 0 },
    });
    expect(res.body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(res.body.refresh_token).toEqual(expect.any(String));

    const me = await post(app, 'get_user_data', {}, res.body.token);
    expect(me.body).toMatchObject({ status: 'S', data: { user_id: res.body.user.user_id } });

    const [row] = await db.query(
      `SELECT google_sub, password_hash, email_verified_at, referral_code FROM users WHERE id = $1`,
      [res.body.user.user_id],
    );
    expect(row).toMatchObject({ google_sub: sub, password_hash: null });
    expect(row.email_verified_at).toBeInstanceOf(Date);
    expect(row.referral_code).toMatch(/^[A-Z2-9]{8}$/);
  });

  it('signs the same Google account into the same user every time', async () => {
    const sub = randomUUID();
    const claims = { email: email(), email_verified: true };
    const first = await post(app, 'google_login', { idToken: await googleToken({ sub, claims }) });
    const second = await post(app, 'google_login', {
      idToken: await googleToken({ sub, claims }),
    });
    expect(second.body.status).toBe('S');
    expect(second.body.user.user_id).toBe(first.body.user.user_id);
    expect(second.body.token).not.toBe(first.body.token);
    const rows = await db.query(`SELECT id FROM users WHERE google_sub = $1`, [sub]);
    expect(rows).toHaveLength(1);
  });

  it('creates one account when the first two sign-ins of a Google user race', async () => {
    const sub = randomUUID();
    const claims = { email: email(), email_verified: true };
    const answers = await Promise.all(
      [0, 1, 2].map(async () =>
        post(app, 'google_login', { idToken: await googleToken({ sub, claims }) }),
      ),
    );
    for (const a of answers) expect(a.body.status).toBe('S');
    expect(new Set(answers.map((a) => a.body.user.user_id)).size).toBe(1);
    const rows = await db.query(`SELECT id FROM users WHERE email = $1`, [claims.email]);
    expect(rows).toHaveLength(1);
  });

  it('links Google to an existing account with the same verified email', async () => {
    const player = await createPlayer(app);
    const sub = randomUUID();
    const idToken = await googleToken({
      sub,
      claims: { email: player.email.toUpperCase(), email_verified: true, name: 'Someone Else' },
    });
    const res = await post(app, 'google_login', { idToken });
    expect(res.body).toMatchObject({
      status: 'S',
      user: { user_id: player.userId, name: player.name, email: player.email },
    });
    const [row] = await db.query(`SELECT google_sub FROM users WHERE id = $1`, [player.userId]);
    expect(row.google_sub).toBe(sub);
    // The password still works.
    const login = await post(app, 'login', { email: player.email, password: PASSWORD });
    expect(login.body.user.user_id).toBe(player.userId);
  });

  it('refuses an unverified email that belongs to an existing account, changing nothing', async () => {
    const player = await createPlayer(app);
    const idToken = await googleToken({
      claims: { email: player.email, email_verified: false },
    });
    const res = await post(app, 'google_login', { idToken });
    expect(res.statusCode).toBe(409);
    expect(res.body).toMatchObject({
      status: 'E',
      code: 'EMAIL_IN_USE',
      message: 'This email is already in use. Please try another one.',
    });
    const rows = await db.query(`SELECT google_sub FROM users WHERE email = $1`, [player.email]);
    expect(rows).toEqual([{ google_sub: null }]);
  });

  it('keeps the invite (referelId) of a new Google user for the referral programme', async () => {
    const idToken = await googleToken({ claims: { email: email(), email_verified: true } });
    const res = await post(app, 'google_login', { idToken, referelId: 'FRIEND42' });
    const [row] = await db.query(`SELECT invited_by_code FROM users WHERE id = $1`, [
      res.body.user.user_id,
    ]);
    expect(row.invited_by_code).toBe('FRIEND42');
  });

  it('accepts a token that expired within the 30 s clock tolerance', async () => {
    const idToken = await googleToken({
      claims: { email: email(), email_verified: true },
      expiresIn: -10,
    });
    expect((await post(app, 'google_login', { idToken })).body.status).toBe('S');
  });

  describe('refuses a token that is not a valid Google ID token for us', () => {
    const claims = { email: 'victim@example.com', email_verified: true };
    const cases: [string, () => Promise<string>][] = [
      ['for another audience', () => googleToken({ claims, audience: 'someone-else' })],
      ['from another issuer', () => googleToken({ claims, issuer: 'https://evil.example' })],
      ['expired', () => googleToken({ claims, expiresIn: -120 })],
      [
        'signed by another key',
        async () =>
          googleToken({ claims, privateKey: (await generateKeyPair('RS256')).privateKey }),
      ],
      [
        'signed by Apple’s key',
        // ES256 with Google's kid: the key set has no such key.
        () => sign({ ...GOOGLE, alg: 'ES256' }, '/apple', { claims }),
      ],
      [
        'with alg none',
        async () => {
          const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
          const now = Math.floor(Date.now() / 1000);
          return `${part({ alg: 'none', typ: 'JWT' })}.${part({
            ...claims,
            sub: 'x',
            iss: GOOGLE.issuer,
            aud: GOOGLE.clientId,
            exp: now + 600,
          })}.`;
        },
      ],
      ['that is garbage', async () => 'not-a-jwt'],
    ];

    it.each(cases)('%s: 401 with the spec’s message', async (_name, make) => {
      const res = await post(app, 'google_login', { idToken: await make() });
      expect(res.statusCode).toBe(401);
      expect(res.body).toEqual({ status: 'E', code: 'ID_TOKEN_INVALID', message: GOOGLE_FAILED });
    });

    it('creates nothing for them', async () => {
      expect(await db.query(`SELECT 1 FROM users WHERE email = $1`, [claims.email])).toEqual([]);
    });
  });

  it('answers 400 naming the field when there is no idToken', async () => {
    const res = await post(app, 'google_login', {});
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe('idToken is required');
  });

  it('signs in a new Apple user (email_verified as a string, no name claim)', async () => {
    const address = email();
    const sub = `001234.${randomUUID().replace(/-/g, '')}.0420`;
    const res = await post(app, 'apple_login', {
      idToken: await appleToken({ sub, claims: { email: address, email_verified: 'true' } }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({
      status: 'S',
      user: { email: address, name: address.split('@')[0] },
    });
    // Apple may leave the email out of later tokens: the sub alone finds the account.
    const again = await post(app, 'apple_login', { idToken: await appleToken({ sub }) });
    expect(again.body.user.user_id).toBe(res.body.user.user_id);
    const [row] = await db.query(`SELECT apple_sub, google_sub FROM users WHERE id = $1`, [
      res.body.user.user_id,
    ]);
    expect(row).toEqual({ apple_sub: sub, google_sub: null });
  });

  it('refuses a new Apple user whose token has no email', async () => {
    const res = await post(app, 'apple_login', { idToken: await appleToken() });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({
      status: 'E',
      code: 'EMAIL_REQUIRED',
      message: 'Your Apple ID did not share an email address.',
    });
  });

  it('refuses a Google token at the Apple endpoint', async () => {
    const res = await post(app, 'apple_login', {
      idToken: await googleToken({ claims: { email: email(), email_verified: true } }),
    });
    expect(res.statusCode).toBe(401);
    expect(res.body.message).toBe('Apple sign-in failed. Please try again.');
  });
});

describe('accounts: social sign-in while a provider is off or down', () => {
  const keys = new KeyServer();
  let app: NestFastifyApplication;

  beforeAll(async () => {
    await keys.start();
    configure(keys, { GOOGLE_CLIENT_ID: undefined, APPLE_JWKS_URL: `${keys.base}/broken` });
    app = await startApi();
  });
  afterAll(async () => {
    await app.close();
    await keys.stop();
    unconfigure();
  });

  it('answers 503 when Google sign-in is not configured', async () => {
    const res = await post(app, 'google_login', { idToken: 'a.b.c' });
    expect(res.statusCode).toBe(503);
    expect(res.body).toEqual({
      status: 'E',
      code: 'PROVIDER_DISABLED',
      message: 'Google sign-in is not available.',
    });
  });

  it('answers 503, not 401, when Apple’s keys cannot be fetched', async () => {
    const idToken = await new SignJWT({ email: email(), email_verified: 'true' })
      .setProtectedHeader({ alg: APPLE.alg, kid: APPLE.kid })
      .setSubject('apple-sub')
      .setIssuer(APPLE.issuer)
      .setAudience(APPLE.clientId)
      .setExpirationTime('10m')
      .sign(keys.keys['/apple'].privateKey);
    const res = await post(app, 'apple_login', { idToken });
    expect(res.statusCode).toBe(503);
    expect(res.body).toMatchObject({
      status: 'E',
      code: 'PROVIDER_UNAVAILABLE',
      message: 'Apple sign-in is not available right now. Please try again.',
    });
  });
});
