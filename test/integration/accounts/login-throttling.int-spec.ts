import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import {
  FAILURES_PER_ACCOUNT,
  FAILURES_PER_ACCOUNT_AND_ADDRESS,
} from '../../../backend/src/modules/auth/auth-limits';
import { PASSWORD, createPlayer, signupInput } from '../../factories/user.factory';
import { API_KEY, startApi } from '../../utils/stack';

// Players on mobile networks and campuses share carrier-grade NAT addresses: thousands behind
// one IP. Guessing is stopped per account (and per account and address); an address only has a
// high ceiling. Addresses are simulated as the server sees them (the socket's remote address).
// Every login hashes (argon2id, about a second on a busy test box): the counts are kept small, yet
// each is above the old per-address limits (5 sign-ups and 10 logins a minute).
describe('sign-in throttling that fits shared addresses', () => {
  let app: NestFastifyApplication;
  // 100.64.0.0/10 is the carrier-grade NAT range.
  let nextAddress = 1;
  const freshAddress = () => `100.64.${Math.floor(nextAddress / 250)}.${nextAddress++ % 250}`;

  beforeAll(async () => {
    app = await startApi();
  });
  afterAll(() => app.close());

  const call = (path: string, payload: object, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: `/api/${path}`,
      headers: { 'api-key': API_KEY },
      payload,
      remoteAddress,
    });
  const login = (email: string, password: string, address: string) =>
    call('login', { email, password }, address);

  it('stops a brute force on one account from many addresses with the account lockout', async () => {
    const victim = await createPlayer(app);
    for (let i = 0; i < FAILURES_PER_ACCOUNT; i++) {
      const res = await login(victim.email, `Wrong$guess${i}`, freshAddress());
      expect(res.statusCode).toBe(401);
    }
    // Even the right password, from an address never seen, waits out the window.
    const locked = await login(victim.email, PASSWORD, freshAddress());
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      status: 'E',
      code: 'TOO_MANY_LOGIN_ATTEMPTS',
      message: 'Too many login attempts. Please try again in 15 minutes.',
    });
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Spelled differently, it is the same account.
    const shouted = await login(` ${victim.email.toUpperCase()}`, PASSWORD, freshAddress());
    expect(shouted.statusCode).toBe(429);
  }, 120_000);

  it('counts parallel guesses too: a burst gets no more tries than the lockout allows', async () => {
    const victim = await createPlayer(app);
    const burst = await Promise.all(
      Array.from({ length: FAILURES_PER_ACCOUNT * 2 }, (_, i) =>
        login(victim.email, `Wrong$guess${i}`, freshAddress()),
      ),
    );
    const codes = burst.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 401)).toHaveLength(FAILURES_PER_ACCOUNT);
    expect(codes.filter((code) => code === 429)).toHaveLength(FAILURES_PER_ACCOUNT);
  }, 120_000);

  it('makes one address that keeps failing on an account wait, while the owner still signs in elsewhere', async () => {
    const owner = await createPlayer(app);
    const prankster = freshAddress();
    for (let i = 0; i < FAILURES_PER_ACCOUNT_AND_ADDRESS; i++) {
      expect((await login(owner.email, `Wrong$guess${i}`, prankster)).statusCode).toBe(401);
    }
    const waiting = await login(owner.email, PASSWORD, prankster);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().message).toBe('Too many login attempts. Please try again in 15 minutes.');
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(0);

    const atHome = await login(owner.email, PASSWORD, freshAddress());
    expect(atHome.statusCode).toBe(200);
    expect(atHome.json()).toMatchObject({ status: 'S' });
  }, 120_000);

  it('lets many honest players behind one address sign up and sign in', async () => {
    const shared = freshAddress();
    const players = Array.from({ length: 12 }, () => signupInput());
    for (const input of players) {
      const res = await call('signup', input, shared);
      expect({ email: input.email, status: res.statusCode }).toEqual({
        email: input.email,
        status: 200,
      });
    }
    await app
      .get(DataSource)
      .query(`UPDATE users SET email_verified_at = now() WHERE email = ANY($1)`, [
        players.map((p) => p.email),
      ]);
    for (const [i, input] of players.entries()) {
      // Every third one mistypes first; a typo is not a lockout.
      if (i % 3 === 0) {
        expect((await login(input.email, 'Typo$pass1', shared)).statusCode).toBe(401);
      }
      const res = await login(input.email, input.password, shared);
      expect({ email: input.email, status: res.statusCode }).toEqual({
        email: input.email,
        status: 200,
      });
    }
    // Signing in again and again costs nothing: successes are not counted.
    const regular = players[1];
    for (let i = 0; i < FAILURES_PER_ACCOUNT_AND_ADDRESS + 2; i++) {
      expect((await login(regular.email, regular.password, shared)).statusCode).toBe(200);
    }
  }, 240_000);

  it("does not lock an honest player out over other people's failures from the same address", async () => {
    const shared = freshAddress();
    const honest = await createPlayer(app);
    const others = [await createPlayer(app), await createPlayer(app)];
    // Others on the same address: accounts that do not exist, and their own wrong passwords
    // up to the point where their own account and address must wait.
    for (let i = 0; i < 12; i++) {
      const res = await login(`nobody-${randomUUID()}@example.com`, 'Wrong$pass1', shared);
      expect(res.statusCode).toBe(401);
    }
    for (const other of others) {
      for (let i = 0; i <= FAILURES_PER_ACCOUNT_AND_ADDRESS; i++) {
        await login(other.email, `Wrong$guess${i}`, shared);
      }
      expect((await login(other.email, PASSWORD, shared)).statusCode).toBe(429);
    }
    const res = await login(honest.email, PASSWORD, shared);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(honest.email);
  }, 240_000);

  it('clears an account’s failures when its owner signs in', async () => {
    const player = await createPlayer(app);
    const address = freshAddress();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < FAILURES_PER_ACCOUNT_AND_ADDRESS - 1; i++) {
        expect((await login(player.email, `Wrong$guess${i}`, address)).statusCode).toBe(401);
      }
      expect((await login(player.email, PASSWORD, address)).statusCode).toBe(200);
    }
  }, 120_000);
});

describe('the per-address ceilings', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    process.env.LOGIN_LIMIT_PER_ADDRESS = '4';
    process.env.SIGNUP_LIMIT_PER_ADDRESS = '2';
    app = await startApi();
  });
  afterAll(async () => {
    delete process.env.LOGIN_LIMIT_PER_ADDRESS;
    delete process.env.SIGNUP_LIMIT_PER_ADDRESS;
    await app.close();
  });

  const call = (path: string, payload: object, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: `/api/${path}`,
      headers: { 'api-key': API_KEY },
      payload,
      remoteAddress,
    });

  it('are configurable, and their 429 says when to retry', async () => {
    const cases: [string, () => object, number][] = [
      ['login', () => ({ email: `x-${randomUUID()}@example.com`, password: 'Wrong$pass1' }), 4],
      ['refresh_token', () => ({ refresh_token: randomUUID() }), 4],
      ['signup', () => signupInput(), 2],
      ['forgot_password', () => ({ email: `x-${randomUUID()}@example.com` }), 2],
    ];
    for (const [path, body, limit] of cases) {
      const address = `198.51.100.${cases.findIndex((c) => c[0] === path) + 1}`;
      for (let i = 0; i < limit; i++) {
        expect((await call(path, body(), address)).statusCode).not.toBe(429);
      }
      const over = await call(path, body(), address);
      expect({ path, status: over.statusCode }).toEqual({ path, status: 429 });
      expect(over.json()).toMatchObject({ status: 'E', code: 'RATE_LIMITED' });
      const seconds = Number(over.headers['retry-after']);
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(60);
      expect(over.json().message).toBe(
        `Too many requests. Please try again in ${seconds} seconds.`,
      );
      // Someone at another address is not affected.
      expect((await call(path, body(), '198.51.100.200')).statusCode).not.toBe(429);
    }
  });

  it('reads the client address from X-Forwarded-For only behind a trusted proxy', async () => {
    // TRUST_PROXY is off here: a spoofed header does not buy a fresh address.
    const address = '198.51.100.50';
    for (let i = 0; i < 4; i++) {
      await call(
        'login',
        { email: `x-${randomUUID()}@example.com`, password: 'Wrong$1a' },
        address,
      );
    }
    const spoofed = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'api-key': API_KEY, 'x-forwarded-for': '203.0.113.9' },
      payload: { email: `x-${randomUUID()}@example.com`, password: 'Wrong$pass1' },
      remoteAddress: address,
    });
    expect(spoofed.statusCode).toBe(429);
  });
});
