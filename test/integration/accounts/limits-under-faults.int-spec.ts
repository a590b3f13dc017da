import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { isOutage } from '../../../backend/src/common/resilience/outages';
import { loadConfigOrExit } from '../../../backend/src/config/env';
import { createPlayer } from '../../factories/user.factory';
import { postFrom } from '../../utils/http';
import { startApi } from '../../utils/stack';
import { TcpProxy } from '../../utils/tcp-proxy';

/** Per-address ceilings small enough to reach in a test, and big enough to be overshot. */
const PER_ADDRESS = 20;
/** forgot_password and resend_verification: mails per email in 15 minutes (auth-limits.ts). */
const MAILS_PER_EMAIL = 5;
/** How long Redis holds every command: long past the limiter's 1 s time-out and its retries. */
const STALL_MS = 10_000;

// Redis behind a TCP proxy this test stalls: every command sent meanwhile reaches Redis (and
// runs) only when the stall ends, after the limiter has given up waiting for its answer.
describe('rate limits through a Redis stall: each call counts once', () => {
  const config = loadConfigOrExit();
  const saved = process.env.REDIS_URL;
  let redis: TcpProxy;
  let app: NestFastifyApplication;

  // BullMQ prints the connections the stall breaks: this test's doing.
  const printError = console.error.bind(console);
  beforeAll(() => {
    jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      if (!isOutage(args[0])) printError(...args);
    });
  });
  afterAll(() => jest.restoreAllMocks());

  beforeAll(async () => {
    const url = new URL(config.redisUrl);
    redis = await new TcpProxy(
      { host: url.hostname, port: Number(url.port || 6379) },
      'Redis',
    ).start();
    url.hostname = '127.0.0.1';
    url.port = String(redis.port);
    process.env.REDIS_URL = url.toString();
    process.env.LOGIN_LIMIT_PER_ADDRESS = String(PER_ADDRESS);
    process.env.SIGNUP_LIMIT_PER_ADDRESS = String(PER_ADDRESS);
    app = await startApi();
  }, 60_000);

  afterAll(async () => {
    redis?.set('pass');
    await app?.close();
    await redis?.drained(2500);
    await redis?.stop();
    delete process.env.LOGIN_LIMIT_PER_ADDRESS;
    delete process.env.SIGNUP_LIMIT_PER_ADDRESS;
    if (saved === undefined) delete process.env.REDIS_URL;
    else process.env.REDIS_URL = saved;
  }, 60_000);

  const call = (path: string, payload: object, remoteAddress: string) =>
    postFrom(app, path, payload, remoteAddress);

  /** Calls until the first 429, at most `max` times: how many were let through. */
  async function allowedUntilRefused(next: () => ReturnType<typeof call>, max: number) {
    for (let i = 0; i < max; i++) {
      if ((await next()).statusCode === 429) return i;
    }
    return max;
  }

  it('counts a forgot_password, verify_email calls and an address’s calls once, however long Redis held them', async () => {
    const player = await createPlayer(app);
    const mailer = '198.51.100.61';
    const verifier = '198.51.100.62';
    const forgot = () => call('forgot_password', { email: player.email }, mailer);
    const verify = () => call('verify_email', { oobCode: randomUUID() }, verifier);

    redis.set('slow', { delayMs: STALL_MS });
    try {
      expect((await forgot()).statusCode).toBe(200);
      for (let i = 0; i < 5; i++) expect((await verify()).statusCode).toBe(400);
      // The limiter tries again while Redis holds its first sends.
      await sleep(STALL_MS);
    } finally {
      redis.set('pass');
    }
    // What was sent during the stall reaches Redis STALL_MS after it was sent; then the next
    // sends bring back the totals.
    await sleep(STALL_MS + 3000);

    // One mail of five was asked for: four more are let through, then the email waits.
    expect(await allowedUntilRefused(forgot, MAILS_PER_EMAIL + 1)).toBe(MAILS_PER_EMAIL - 1);
    // Five of the address's calls were made: the rest of its minute is still its own.
    expect(await allowedUntilRefused(verify, PER_ADDRESS + 1)).toBe(PER_ADDRESS - 5);
  }, 60_000);

  it('sends the counts made while Redis was cut once it is back, and once', async () => {
    const address = '198.51.100.63';
    const verify = () => call('verify_email', { oobCode: randomUUID() }, address);
    redis.set('cut');
    try {
      for (let i = 0; i < 5; i++) expect((await verify()).statusCode).toBe(400);
      // The limiter finds Redis unreachable and keeps the counts.
      await sleep(2500);
    } finally {
      redis.set('pass');
    }
    // It reconnects, sends them, and the next answer brings the total back.
    await sleep(4000);
    expect(await allowedUntilRefused(verify, PER_ADDRESS + 1)).toBe(PER_ADDRESS - 5);
  }, 60_000);
});
