import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import {
  FAILURES_PER_ACCOUNT_AND_ADDRESS,
  SLOWDOWN_AFTER_FAILURES,
  slowdownSeconds,
} from '../../../backend/src/modules/auth/auth-limits';
import { AuthCodesService } from '../../../backend/src/modules/auth';
import { PASSWORD, createPlayer, signupInput } from '../../factories/user.factory';
import { postFrom } from '../../utils/http';
import { API_KEY, startApi } from '../../utils/stack';

// Players on mobile networks and campuses share carrier-grade NAT addresses: thousands behind
// one IP. Guessing is stopped per account and address (and per address over all accounts it is
// new to), and an account under attack slows the addresses new to it; nothing anyone does from
// elsewhere keeps the owner out. Addresses are simulated as the server sees them (the socket's
// remote address). Every login hashes (argon2id, about a second on a busy test box): the counts
// are kept small.
describe('sign-in throttling that nobody can turn into a lock-out', () => {
  let app: NestFastifyApplication;
  // 100.64.0.0/10 is the carrier-grade NAT range.
  let nextAddress = 1;
  const freshAddress = () => `100.64.${Math.floor(nextAddress / 250)}.${nextAddress++ % 250}`;

  beforeAll(async () => {
    app = await startApi();
  });
  afterAll(() => app.close());

  const call = (path: string, payload: object, remoteAddress: string) =>
    postFrom(app, path, payload, remoteAddress);
  const login = (email: string, password: string, address: string, device_token?: string) =>
    call('login', { email, password, ...(device_token ? { device_token } : {}) }, address);

  /** Strangers fill an address's failures on the account: it waits out the window. */
  async function guessFrom(address: string, email: string) {
    for (let i = 0; i < FAILURES_PER_ACCOUNT_AND_ADDRESS; i++) {
      expect((await login(email, `Wrong$guess${i}`, address)).statusCode).toBe(401);
    }
    expect((await login(email, 'Wrong$guess', address)).statusCode).toBe(429);
  }

  it('lets the owner in at once through wrong passwords from several addresses: from an address used before, and from a new one', async () => {
    const owner = await createPlayer(app);
    const home = freshAddress();
    expect((await login(owner.email, PASSWORD, home)).statusCode).toBe(200);
    // Enough failures for the old account lock-out, and for the account to slow new addresses.
    for (let i = 0; i < SLOWDOWN_AFTER_FAILURES / FAILURES_PER_ACCOUNT_AND_ADDRESS; i++) {
      await guessFrom(freshAddress(), owner.email);
    }

    const atHome = await login(owner.email, PASSWORD, home);
    expect(atHome.statusCode).toBe(200);
    expect(atHome.json()).toMatchObject({ status: 'S', user: { email: owner.email } });
    const travelling = await login(owner.email, PASSWORD, freshAddress());
    expect(travelling.statusCode).toBe(200);
  }, 120_000);

  it('lets a device that signed in before past what strangers on its own address filled', async () => {
    const owner = await createPlayer(app);
    const cafe = freshAddress();
    const first = await login(owner.email, PASSWORD, freshAddress());
    const deviceToken: string = first.json().device_token;
    expect(deviceToken).toMatch(/^[\w-]+\.[\w-]+$/);
    await guessFrom(cafe, owner.email);

    // The right password alone waits, as a stranger's would; with the device's token it is in.
    expect((await login(owner.email, PASSWORD, cafe)).statusCode).toBe(429);
    const known = await login(owner.email, PASSWORD, cafe, deviceToken);
    expect(known.statusCode).toBe(200);
    expect(known.json().device_token).toBe(deviceToken);
    // Another account's token is no one's device here.
    const other = await createPlayer(app);
    const borrowed = (await login(other.email, PASSWORD, freshAddress())).json().device_token;
    expect((await login(owner.email, PASSWORD, cafe, borrowed)).statusCode).toBe(429);
    expect((await login(owner.email, PASSWORD, cafe, `${deviceToken}x`)).statusCode).toBe(429);
  }, 120_000);

  it('slows an address new to an account under attack, one try per a wait that grows, never locked', async () => {
    const owner = await createPlayer(app);
    for (let i = 0; i < SLOWDOWN_AFTER_FAILURES / FAILURES_PER_ACCOUNT_AND_ADDRESS; i++) {
      await guessFrom(freshAddress(), owner.email);
    }
    // An address's first try is not slowed.
    for (let i = 0; i < 2; i++) {
      expect((await login(owner.email, 'Wrong$first', freshAddress())).statusCode).toBe(401);
    }
    const failures = SLOWDOWN_AFTER_FAILURES + 2;
    const guesser = freshAddress();
    const waits: number[] = [];
    for (let round = 0; round < 2; round++) {
      expect((await login(owner.email, `Wrong$again${round}`, guesser)).statusCode).toBe(401);
      const slowed = await login(owner.email, 'Wrong$again', guesser);
      expect(slowed.statusCode).toBe(429);
      const seconds = Number(slowed.headers['retry-after']);
      expect(slowed.json()).toEqual({
        status: 'E',
        code: 'TOO_MANY_LOGIN_ATTEMPTS',
        message: `Too many login attempts. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
      });
      expect(seconds).toBeGreaterThan(0);
      // The wait started with the try before (which took its time to answer).
      expect(seconds).toBeLessThanOrEqual(slowdownSeconds(failures + round));
      waits.push(seconds);
      await sleep(seconds * 1000);
    }
    expect(waits[1]).toBeGreaterThan(waits[0]);
    // The owner at that same address, once its wait is over, is in at the first try.
    expect((await login(owner.email, PASSWORD, guesser)).statusCode).toBe(200);
  }, 120_000);

  it('starts the account’s counts again after a password reset', async () => {
    const owner = await createPlayer(app);
    const shared = freshAddress();
    await guessFrom(shared, owner.email);
    await guessFrom(freshAddress(), owner.email);
    expect((await login(owner.email, PASSWORD, shared)).statusCode).toBe(429);

    const db = app.get(DataSource);
    const code = await app
      .get(AuthCodesService)
      .issue(db.manager, owner.userId, 'reset_password', `test-${randomUUID()}`);
    const reset = await call('update_password', { oobCode: code, password: 'N3w$ecret!' }, shared);
    expect(reset.statusCode).toBe(200);

    expect((await login(owner.email, 'N3w$ecret!', shared)).statusCode).toBe(200);
    // Failures before the reset no longer slow anyone.
    const newcomer = freshAddress();
    expect((await login(owner.email, 'Wrong$guess', newcomer)).statusCode).toBe(401);
    expect((await login(owner.email, 'N3w$ecret!', newcomer)).statusCode).toBe(200);
  }, 120_000);

  it('makes one address that keeps failing on an account wait out the window, while the owner still signs in elsewhere', async () => {
    const owner = await createPlayer(app);
    const prankster = freshAddress();
    await guessFrom(prankster, owner.email);
    const waiting = await login(owner.email, PASSWORD, prankster);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().message).toBe('Too many login attempts. Please try again in 15 minutes.');
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(14 * 60);

    const atHome = await login(owner.email, PASSWORD, freshAddress());
    expect(atHome.statusCode).toBe(200);
    expect(atHome.json()).toMatchObject({ status: 'S' });
  }, 120_000);

  it('counts parallel guesses too: a burst from one address gets no more tries than its limit', async () => {
    const victim = await createPlayer(app);
    const address = freshAddress();
    const burst = await Promise.all(
      Array.from({ length: FAILURES_PER_ACCOUNT_AND_ADDRESS * 2 }, (_, i) =>
        login(victim.email, `Wrong$guess${i}`, address),
      ),
    );
    const codes = burst.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 401)).toHaveLength(FAILURES_PER_ACCOUNT_AND_ADDRESS);
    expect(codes.filter((code) => code === 429)).toHaveLength(FAILURES_PER_ACCOUNT_AND_ADDRESS);
  }, 120_000);

  it('answers guesses at an unknown email as at a real account', async () => {
    const address = freshAddress();
    const nobody = `nobody-${randomUUID()}@example.com`;
    await guessFrom(address, nobody);
    // Spelled differently, it is the same email.
    const shouted = await login(` ${nobody.toUpperCase()}`, PASSWORD, address);
    expect(shouted.statusCode).toBe(429);
    expect(shouted.json().message).toBe('Too many login attempts. Please try again in 15 minutes.');
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
    for (const other of others) await guessFrom(shared, other.email);
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
    postFrom(app, path, payload, remoteAddress);

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
