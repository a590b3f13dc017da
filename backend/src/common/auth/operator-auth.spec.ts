import type { AppConfig } from '../../config/env';
import type { DomainError } from '../domain-error';
import { isOperator, OperatorAuth } from './operator-auth';
import type { RateLimiter } from '../rate-limits/rate-limit';

const operator = { operatorUser: 'operator', operatorToken: 'token-123456' };
const basic = (user: string, pass: string) =>
  `Basic ${Buffer.from(`${user}:${pass}`).toString('base64')}`;

describe('isOperator', () => {
  it('accepts the bearer token and the basic pair', () => {
    expect(isOperator('Bearer token-123456', operator)).toBe(true);
    expect(isOperator(basic('operator', 'token-123456'), operator)).toBe(true);
  });

  it.each([
    [undefined],
    [''],
    ['Bearer wrong'],
    ['Bearer'],
    [basic('admin', 'token-123456')],
    [basic('operator', 'token-12345')],
    ['Basic not-base64-colonless'],
    ['Digest token-123456'],
  ])('refuses %p', (header) => {
    expect(isOperator(header, operator)).toBe(false);
  });
});

/** A mock that fails the test when called without an answer set up for it. */
const strict = () =>
  jest.fn<Promise<unknown>, unknown[]>((...args) => {
    throw new Error(`unexpected call with ${JSON.stringify(args)}`);
  });

describe('OperatorAuth', () => {
  const setup = () => {
    const limiter = { hit: strict(), counts: strict() };
    const reply = { header: jest.fn() };
    const auth = new OperatorAuth(operator as AppConfig, limiter as unknown as RateLimiter);
    const request = (authorization?: string) => ({
      ip: '203.0.113.9',
      headers: authorization === undefined ? {} : { authorization },
    });
    return { limiter, reply, auth, request };
  };
  const counted = { address: '203.0.113.9', body: undefined };
  /** The domain error `run` rejects with. */
  const refusal = (run: Promise<void>) =>
    run.then(
      () => {
        throw new Error('expected a refusal');
      },
      ({ code, message }: DomainError) => ({ code, message }),
    );

  it('counts only wrong credentials against their address: a burst of right ones never', async () => {
    const { limiter, reply, auth, request } = setup();
    limiter.counts.mockResolvedValue([3]);
    for (let i = 0; i < 20; i++) await auth.verify(request('Bearer token-123456'), reply);
    expect(limiter.counts).toHaveBeenCalledWith(
      [expect.objectContaining({ strict: true })],
      counted,
    );
    expect(limiter.hit).not.toHaveBeenCalled();

    limiter.hit.mockResolvedValue({ allowed: true });
    expect(await refusal(auth.verify(request('Bearer guess'), reply))).toMatchObject({
      code: 'OPERATOR_REQUIRED',
    });
    expect(limiter.hit).toHaveBeenCalledWith([expect.objectContaining({ strict: true })], counted);
    expect(reply.header).not.toHaveBeenCalled();
  });

  it('refuses a wrong guess past the limit with Retry-After', async () => {
    const { limiter, reply, auth, request } = setup();
    limiter.hit.mockResolvedValue({ allowed: false, retryAfterSeconds: 840 });
    expect(await refusal(auth.verify(request('Bearer guess'), reply))).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please try again in 840 seconds.',
    });
    expect(reply.header).toHaveBeenCalledWith('retry-after', 840);
  });

  it('refuses the right token from an address past the limit, as it would a wrong one', async () => {
    const { limiter, reply, auth, request } = setup();
    limiter.counts.mockResolvedValue([10]);
    expect(await refusal(auth.verify(request('Bearer token-123456'), reply))).toMatchObject({
      code: 'RATE_LIMITED',
    });
    expect(reply.header).toHaveBeenCalledWith('retry-after', 900);
  });

  it('counts nothing without credentials, and asks a browser for them', async () => {
    const { reply, auth, request } = setup();
    expect(await refusal(auth.verify(request(), reply, { challenge: true }))).toMatchObject({
      code: 'OPERATOR_REQUIRED',
    });
    expect(reply.header).toHaveBeenCalledWith(
      'www-authenticate',
      'Basic realm="GameHub operators", charset="UTF-8"',
    );
  });
});
