import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/env';
import { RateLimiter } from '../../common/rate-limits/rate-limit';
import { OutboxService } from '../../events/outbox.service';
import { ReferralsService } from '../referrals/referrals.service';
import { UsersService } from '../users/users.service';
import { AuthCodesService } from './auth-codes.service';
import { LOGIN_RULES, loginLimits } from './auth-limits';
import { LoginThrottledError } from './auth.errors';
import { AuthService } from './auth.service';
import { KnownDevices } from './known-devices';
import { LoginAttempt, LoginAttemptsService } from './login-attempts.service';
import { hashPassword } from './passwords';
import { TokensService } from './tokens.service';

/** A mock that fails the test when called without an answer set up for it. */
const strict = () =>
  jest.fn<unknown, unknown[]>((...args) => {
    throw new Error(`unexpected call with ${JSON.stringify(args)}`);
  });

const EMAIL = 'asha@example.com';
const TEST_COST = { memoryKib: 1024, timeCost: 1 };
const ADDRESS = '203.0.113.7';

describe('LoginAttemptsService', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  const setup = () => {
    const limiter = { counts: strict(), hit: strict(), clear: strict(), takeBack: strict() };
    const devices = { deviceOf: strict(), issue: strict() };
    const attempts = new LoginAttemptsService(
      limiter as unknown as RateLimiter,
      devices as unknown as KnownDevices,
    );
    return { limiter, devices, attempts };
  };
  const begin = (attempts: LoginAttemptsService, deviceToken?: string) =>
    attempts.begin({ email: EMAIL, address: ADDRESS, passwordHash: '$argon2id$h', deviceToken });

  it('counts a known device’s attempt against that device only', async () => {
    const { limiter, devices, attempts } = setup();
    devices.deviceOf.mockImplementationOnce(() => 'd1');
    limiter.hit.mockImplementationOnce(async () => ({ allowed: true }));
    const attempt = await begin(attempts, 'd1.sig');
    expect(limiter.hit).toHaveBeenCalledWith([LOGIN_RULES.deviceFailures], attempt.subject);
    expect(attempt.subject.body).toMatchObject({ account: EMAIL, address: ADDRESS, device: 'd1' });
    expect(attempt).toMatchObject({ deviceToken: 'd1.sig', knownAddress: false });
  });

  it('trusts an address the account signed in from, however many failures elsewhere', async () => {
    const { limiter, devices, attempts } = setup();
    devices.deviceOf.mockImplementationOnce(() => null);
    limiter.counts.mockImplementationOnce(async () => [1, 500]);
    limiter.hit.mockImplementationOnce(async () => ({ allowed: true }));
    const attempt = await begin(attempts, 'forged');
    expect(limiter.counts).toHaveBeenCalledWith(
      [LOGIN_RULES.knownAddress, LOGIN_RULES.accountFailures],
      attempt.subject,
    );
    expect(limiter.hit).toHaveBeenCalledWith(loginLimits('address', 500).counted, attempt.subject);
    expect(attempt).toMatchObject({ deviceToken: null, knownAddress: true });
  });

  it('slows an address new to an account under attack, saying for how long', async () => {
    const { limiter, devices, attempts } = setup();
    devices.deviceOf.mockImplementationOnce(() => null);
    limiter.counts.mockImplementationOnce(async () => [0, 14]);
    limiter.hit.mockImplementationOnce(async (rules: unknown) => ({
      allowed: false,
      rule: (rules as { name: string }[])[3],
      retryAfterSeconds: 12,
    }));
    const refused = begin(attempts);
    await expect(refused).rejects.toBeInstanceOf(LoginThrottledError);
    await expect(refused).rejects.toMatchObject({
      code: 'TOO_MANY_LOGIN_ATTEMPTS',
      retryAfterSeconds: 12,
      message: 'Too many login attempts. Please try again in 12 seconds.',
    });
    expect(limiter.hit.mock.calls[0][0]).toEqual(loginLimits('unknown', 14).counted);
  });

  const attempt = (deviceToken: string | null, knownAddress = false): LoginAttempt => ({
    subject: {
      address: ADDRESS,
      body: { account: EMAIL, epoch: 'e', address: ADDRESS, device: deviceToken && 'd1' },
    },
    limits: loginLimits(knownAddress ? 'address' : 'unknown', 0),
    deviceToken,
    knownAddress,
  });

  it('undoes a right password’s counts, makes its address known and hands out a device token', async () => {
    const { limiter, devices, attempts } = setup();
    limiter.clear.mockImplementationOnce(async () => undefined);
    limiter.takeBack.mockImplementationOnce(async () => undefined);
    limiter.hit.mockImplementationOnce(async () => ({ allowed: true }));
    devices.issue.mockImplementationOnce(() => 'new.token');
    const tried = attempt(null);
    await expect(attempts.succeeded(tried)).resolves.toBe('new.token');
    expect(limiter.clear).toHaveBeenCalledWith(tried.limits.clearedBySuccess, tried.subject);
    expect(limiter.takeBack).toHaveBeenCalledWith(tried.limits.takenBackBySuccess, tried.subject);
    expect(limiter.hit).toHaveBeenCalledWith([LOGIN_RULES.knownAddress], tried.subject);
    expect(devices.issue).toHaveBeenCalledWith(EMAIL);
  });

  it('lets a success stand when Redis cannot clear the count, and keeps a known device’s token', async () => {
    const { limiter, attempts } = setup();
    limiter.clear.mockImplementationOnce(async () => {
      throw new Error('Connection is closed.');
    });
    limiter.takeBack.mockImplementationOnce(async () => undefined);
    // The address is known already: nothing more to count.
    await expect(attempts.succeeded(attempt('d1.sig', true))).resolves.toBe('d1.sig');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Connection is closed.'));
  });
});

describe('AuthService.login: only a wrong password counts', () => {
  let passwordHash: string;
  beforeAll(async () => {
    passwordHash = await hashPassword('Right$pass1', TEST_COST);
  });

  const setup = (lookup: () => Promise<unknown>) => {
    const attempts = { begin: strict(), succeeded: strict() };
    const tokens = { openSession: strict() };
    const users = { toView: strict(), findForLogin: jest.fn(lookup) };
    const service = new AuthService(
      {} as DataSource,
      users as unknown as UsersService,
      {} as AuthCodesService,
      tokens as unknown as TokensService,
      attempts as unknown as LoginAttemptsService,
      {} as OutboxService,
      {} as ReferralsService,
      { passwordHashCost: TEST_COST } as AppConfig,
    );
    return { service, attempts, tokens, users };
  };
  const player = () => ({ id: 'u1', passwordHash, emailVerifiedAt: new Date() });
  const counted = { subject: 'counted' };

  it('counts nothing when the database fails, and lets the failure through', async () => {
    const down = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const { service } = setup(async () => {
      throw down;
    });
    await expect(service.login(EMAIL, 'Right$pass1', ADDRESS)).rejects.toBe(down);
  });

  it('keeps a wrong password counted', async () => {
    const { service, attempts } = setup(async () => player());
    attempts.begin.mockImplementationOnce(async () => counted);
    await expect(service.login(EMAIL, 'Wrong$pass1', ADDRESS)).rejects.toMatchObject({
      code: 'LOGIN_FAILED',
    });
    expect(attempts.begin).toHaveBeenCalledWith({
      email: EMAIL,
      address: ADDRESS,
      passwordHash,
      deviceToken: undefined,
    });
  });

  it('counts an unknown email’s attempt the same way', async () => {
    const { service, attempts } = setup(async () => null);
    attempts.begin.mockImplementationOnce(async () => counted);
    await expect(service.login(EMAIL, 'Right$pass1', ADDRESS)).rejects.toMatchObject({
      code: 'LOGIN_FAILED',
    });
    expect(attempts.begin).toHaveBeenCalledWith(expect.objectContaining({ passwordHash: null }));
  });

  it('undoes the count on the right password and signs the player in with a device token', async () => {
    const { service, attempts, tokens, users } = setup(async () => player());
    attempts.begin.mockImplementationOnce(async () => counted);
    attempts.succeeded.mockImplementationOnce(async () => 'device.token');
    tokens.openSession.mockImplementationOnce(async () => ({ token: 't', refresh_token: 'r' }));
    users.toView.mockImplementationOnce(() => ({ user_id: 'u1' }));
    await expect(service.login(EMAIL, 'Right$pass1', ADDRESS, 'sent')).resolves.toMatchObject({
      token: 't',
      user: { user_id: 'u1' },
      device_token: 'device.token',
    });
    expect(attempts.begin).toHaveBeenCalledWith(expect.objectContaining({ deviceToken: 'sent' }));
    expect(attempts.succeeded).toHaveBeenCalledWith(counted);
  });
});
