import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RateLimiter } from '../../common/rate-limit';
import { OutboxService } from '../../events/outbox.service';
import { ReferralsService } from '../referrals/referrals.service';
import { UsersService } from '../users/users.service';
import { AuthCodesService } from './auth-codes.service';
import { LOGIN_FAILURE_RULES } from './auth-limits';
import { AuthService } from './auth.service';
import { LoginAttemptsService } from './login-attempts.service';
import { hashPassword } from './passwords';
import { TokensService } from './tokens.service';

/** A mock that fails the test when called without an answer set up for it. */
const strict = () =>
  jest.fn<unknown, unknown[]>((...args) => {
    throw new Error(`unexpected call with ${JSON.stringify(args)}`);
  });

const EMAIL = 'asha@example.com';
const ADDRESS = '203.0.113.7';
const subject = { address: ADDRESS, body: { email: EMAIL } };

describe('LoginAttemptsService', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  const setup = () => {
    const limiter = { clear: strict(), takeBack: strict() };
    return { limiter, attempts: new LoginAttemptsService(limiter as unknown as RateLimiter) };
  };

  it('clears the failed logins of the account and address after a success', async () => {
    const { limiter, attempts } = setup();
    limiter.clear.mockImplementationOnce(async () => undefined);
    await attempts.succeeded(EMAIL, ADDRESS);
    expect(limiter.clear).toHaveBeenCalledWith(LOGIN_FAILURE_RULES, subject);
  });

  it('lets a success stand when Redis cannot clear the count', async () => {
    const { limiter, attempts } = setup();
    limiter.clear.mockImplementationOnce(async () => {
      throw new Error('Connection is closed.');
    });
    await expect(attempts.succeeded(EMAIL, ADDRESS)).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Connection is closed.'));
  });

  it('takes back an attempt that could not be judged, and never fails doing so', async () => {
    const { limiter, attempts } = setup();
    limiter.takeBack.mockImplementationOnce(async () => {
      throw new Error('Connection is closed.');
    });
    await expect(attempts.notJudged(EMAIL, ADDRESS)).resolves.toBeUndefined();
    expect(limiter.takeBack).toHaveBeenCalledWith(LOGIN_FAILURE_RULES, subject);
  });
});

describe('AuthService.login: only a wrong password counts', () => {
  let passwordHash: string;
  beforeAll(async () => {
    passwordHash = await hashPassword('Right$pass1');
  });

  const setup = (lookup: () => Promise<unknown>) => {
    const query = { addSelect: () => query, where: () => query, getOne: lookup };
    const dataSource = { getRepository: () => ({ createQueryBuilder: () => query }) };
    const attempts = { succeeded: strict(), notJudged: strict() };
    const tokens = { openSession: strict() };
    const users = { toView: strict() };
    const service = new AuthService(
      dataSource as unknown as DataSource,
      users as unknown as UsersService,
      {} as AuthCodesService,
      tokens as unknown as TokensService,
      attempts as unknown as LoginAttemptsService,
      {} as OutboxService,
      {} as ReferralsService,
    );
    return { service, attempts, tokens, users };
  };
  const player = () => ({
    id: 'u1',
    passwordHash,
    emailVerifiedAt: new Date(),
  });

  it('takes the attempt back when the database fails, and lets the failure through', async () => {
    const down = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const { service, attempts } = setup(async () => {
      throw down;
    });
    attempts.notJudged.mockImplementationOnce(async () => undefined);
    await expect(service.login(EMAIL, 'Right$pass1', ADDRESS)).rejects.toBe(down);
    expect(attempts.notJudged).toHaveBeenCalledWith(EMAIL, ADDRESS);
  });

  it('keeps a wrong password counted', async () => {
    const { service } = setup(async () => player());
    await expect(service.login(EMAIL, 'Wrong$pass1', ADDRESS)).rejects.toMatchObject({
      code: 'LOGIN_FAILED',
    });
  });

  it('clears the count on the right password and signs the player in', async () => {
    const { service, attempts, tokens, users } = setup(async () => player());
    attempts.succeeded.mockImplementationOnce(async () => undefined);
    tokens.openSession.mockImplementationOnce(async () => ({ token: 't', refresh_token: 'r' }));
    users.toView.mockImplementationOnce(() => ({ user_id: 'u1' }));
    await expect(service.login(EMAIL, 'Right$pass1', ADDRESS)).resolves.toMatchObject({
      token: 't',
      user: { user_id: 'u1' },
    });
    expect(attempts.succeeded).toHaveBeenCalledWith(EMAIL, ADDRESS);
  });
});
