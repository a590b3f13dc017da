import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import { connect, Socket } from 'node:net';
import { RateLimiter, RateRule } from '../../../backend/src/common/rate-limits/rate-limit';
import { loadConfigOrExit } from '../../../backend/src/config/env';
import { keySlot } from '../../../backend/src/events/redis';
import { createPlayer } from '../../factories/user.factory';
import { API_KEY, startApi } from '../../utils/stack';

// The limiter's script (calls with a strict rule) against the real Redis: its counting, its
// windows, and that a call costs one round trip whatever the number of limits on it.
describe('rate limiter script', () => {
  const config = loadConfigOrExit();
  let limiter: RateLimiter;
  let other: RateLimiter;

  beforeAll(() => {
    limiter = new RateLimiter(config);
    // A second instance: a second API process with its own connection.
    other = new RateLimiter(config);
  });
  afterAll(() => {
    limiter.onModuleDestroy();
    other.onModuleDestroy();
  });

  const rule = (limit: number, extra: Partial<RateRule> = {}): RateRule => ({
    name: `t-${randomUUID()}`,
    limit,
    windowSeconds: 60,
    key: ({ address }) => address,
    strict: true,
    ...extra,
  });
  const subject = (address = randomUUID()) => ({ address, body: {} });

  it('lets `limit` requests through in a window, then says how long until it resets', async () => {
    const r = rule(3, { windowSeconds: 30 });
    const s = subject();
    for (let i = 0; i < 3; i++) expect(await limiter.hit([r], s)).toMatchObject({ allowed: true });
    const refused = await limiter.hit([r], s);
    expect(refused).toMatchObject({ allowed: false, rule: r });
    if (refused.allowed) throw new Error('unreachable');
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(29);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(30);
    // Someone else is counted apart.
    expect(await limiter.hit([r], subject())).toMatchObject({ allowed: true });
  });

  it('counts nothing when any limit of the call is full, and answers the longest wait', async () => {
    const tight = rule(2, { windowSeconds: 10 });
    const loose = rule(5, { windowSeconds: 50 });
    const s = subject();
    for (let i = 0; i < 2; i++) await limiter.hit([tight, loose], s);
    for (let i = 0; i < 3; i++) {
      expect(await limiter.hit([tight, loose], s)).toMatchObject({ allowed: false, rule: tight });
    }
    // The refused calls did not use up the loose limit: 2 of 5 are used.
    for (let i = 0; i < 3; i++)
      expect(await limiter.hit([loose], s)).toMatchObject({ allowed: true });
    const both = await limiter.hit([tight, loose], s);
    expect(both).toMatchObject({ allowed: false, rule: loose });
    if (both.allowed) throw new Error('unreachable');
    expect(both.retryAfterSeconds).toBeGreaterThan(40);
  });

  it('takes a subject’s counts back on clear, and only that subject’s', async () => {
    const r = rule(2);
    const [s, t] = [subject(), subject()];
    for (const x of [s, s, t, t]) expect(await limiter.hit([r], x)).toEqual({ allowed: true });
    expect(await other.hit([r], s)).toMatchObject({ allowed: false, rule: r });
    await limiter.clear([r], s);
    expect(await other.hit([r], s)).toEqual({ allowed: true });
    expect(await other.hit([r], t)).toMatchObject({ allowed: false, rule: r });
  });

  it('opens again when the window passes', async () => {
    const r = rule(1, { windowSeconds: 1 });
    const s = subject();
    expect(await limiter.hit([r], s)).toMatchObject({ allowed: true });
    expect(await limiter.hit([r], s)).toMatchObject({ allowed: false, retryAfterSeconds: 1 });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await limiter.hit([r], s)).toMatchObject({ allowed: true });
  });

  it('skips a rule whose key the request lacks', async () => {
    const byEmail = rule(0, {
      key: ({ body }) => ((body as { email?: string }).email ? 'k' : null),
    });
    expect(await limiter.hit([byEmail], subject())).toEqual({ allowed: true });
  });

  it('is exact under concurrency across instances: 60 racing calls, 20 let through', async () => {
    const r = rule(20);
    const s = subject();
    const verdicts = await Promise.all(
      Array.from({ length: 60 }, (_, i) => (i % 2 ? limiter : other).hit([r], s)),
    );
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(20);
  });
});

// Rules that are not strict: counted in each instance, sent to Redis in batches.
describe('rate limiter batches', () => {
  const config = loadConfigOrExit();
  let limiter: RateLimiter;
  let other: RateLimiter;

  beforeAll(() => {
    limiter = new RateLimiter(config);
    other = new RateLimiter(config);
  });
  afterAll(() => {
    limiter.onModuleDestroy();
    other.onModuleDestroy();
  });

  const rule = (limit: number): RateRule => ({
    name: `b-${randomUUID()}`,
    limit,
    windowSeconds: 60,
    key: ({ address }) => address,
  });
  const subject = { address: '198.51.100.7', body: {} };

  it('shares one limit between instances, over it by at most the documented share', async () => {
    const r = rule(100);
    const verdicts = await Promise.all(
      Array.from({ length: 300 }, (_, i) => (i % 2 ? limiter : other).hit([r], subject)),
    );
    const through = verdicts.filter((v) => v.allowed).length;
    // Over by at most, for the other instance, a tenth of the limit plus what it let through
    // since this one last heard from Redis (about as much: they take turns).
    expect(through).toBeGreaterThanOrEqual(100);
    expect(through).toBeLessThanOrEqual(100 + 2 * 10);
    // Once both have synchronised, both refuse, saying when the minute's window ends.
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const instance of [limiter, other]) {
      const refused = await instance.hit([r], subject);
      expect(refused).toMatchObject({ allowed: false, rule: r });
      if (refused.allowed) throw new Error('unreachable');
      expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    }
  });

  it('keeps the count in Redis, so an instance started later knows it', async () => {
    const r = rule(30);
    for (let i = 0; i < 30; i++) await limiter.hit([r], subject);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const late = new RateLimiter(config);
    try {
      // It learns the total at its first sync, a tenth of the limit later at most.
      const verdicts = [];
      for (let i = 0; i < 10; i++) verdicts.push(await late.hit([r], subject));
      expect(verdicts.filter((v) => v.allowed).length).toBeLessThanOrEqual(3);
    } finally {
      late.onModuleDestroy();
    }
  });
});

describe('rate limit round trips per call', () => {
  let app: NestFastifyApplication;
  const config = loadConfigOrExit();
  // Redis's MONITOR over a plain socket: a line per command any client sends, e.g.
  // +1795397984.089063 [0 127.0.0.1:33922] "evalsha" "…" "1" "<key>" …; commands run inside a
  // script show as [0 lua] and are not round trips. Only this run's rate-limit keys are kept.
  // On a Redis Cluster every master is watched: a call's counters in several slots cost a call
  // per slot, which `perSlot` folds back into one.
  let monitors: Socket[] = [];
  const commands: { command: string; slots: Set<number>; keys: string[] }[] = [];

  beforeAll(async () => {
    app = await startApi();
    const url = new URL(config.redisUrl);
    const nodes = config.redisClusterNodes ?? [
      { host: url.hostname, port: Number(url.port || 6379) },
    ];
    monitors = nodes.map(({ host, port }) => {
      const monitor = connect(port, host);
      let pending = '';
      monitor.on('data', (chunk) => {
        const lines = (pending + chunk.toString()).split('\r\n');
        pending = lines.pop() ?? '';
        for (const line of lines) {
          const match = /^\+[\d.]+ \[\d+ ([^\]]+)\] "([^"]+)"/.exec(line);
          if (match && match[1] !== 'lua' && line.includes(`"${config.redisPrefix}:rl:`)) {
            const keys = [...line.matchAll(/"([^"]*:rl:[^"]*)"/g)].map((k) => k[1]);
            commands.push({
              command: match[2].toLowerCase(),
              slots: new Set(keys.map(keySlot)),
              keys,
            });
          }
        }
      });
      monitor.write('MONITOR\r\n');
      return monitor;
    });
  });
  afterAll(async () => {
    for (const monitor of monitors) monitor.destroy();
    await app.close();
  });

  /**
   * The commands, one per call the limiter made: on a cluster a call is a command per slot of
   * its keys, so a command counts as often as it reached its busiest slot.
   */
  function perSlot(seen: typeof commands): string[] {
    if (!config.redisClusterNodes) return seen.map((c) => c.command);
    const hits = new Map<string, Map<number, number>>();
    for (const { command, slots } of seen) {
      // Each command's keys share a slot.
      expect(slots.size).toBe(1);
      const bySlot = hits.get(command) ?? new Map<number, number>();
      hits.set(command, bySlot);
      for (const slot of slots) bySlot.set(slot, (bySlot.get(slot) ?? 0) + 1);
    }
    return [...hits].flatMap(([command, bySlot]) =>
      Array<string>(Math.max(...bySlot.values())).fill(command),
    );
  }

  /** The commands `work` made, but those of the rule `except` names (sent in its batches). */
  const during = async (work: () => Promise<unknown>, except?: string): Promise<string[]> => {
    await new Promise((resolve) => setTimeout(resolve, 200));
    commands.length = 0;
    await work();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const batched = (keys: string[]) =>
      except !== undefined && keys.every((key) => key.includes(`{${except}:`));
    return perSlot(commands.filter((c) => !batched(c.keys)));
  };
  const login = (email: string, password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'api-key': API_KEY },
      payload: { email, password },
      remoteAddress: '192.0.2.77',
    });

  const list = (address: string) =>
    app.inject({
      method: 'POST',
      url: '/api/tournament_list',
      headers: { 'api-key': API_KEY },
      payload: {},
      remoteAddress: address,
    });

  it('costs no round trip for a call with the default limit: one script call sends a batch of them', async () => {
    // Warm: the first call of each script loads it (EVALSHA, then EVAL), on each node of a
    // cluster: the same addresses reach the same nodes.
    await Promise.all(Array.from({ length: 5 }, (_, i) => list(`192.0.2.${20 + i}`)));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const commands = await during(() =>
      Promise.all(Array.from({ length: 20 }, (_, i) => list(`192.0.2.${20 + (i % 5)}`))),
    );
    // Twenty calls from five addresses: one batch, or two if the first interval ended meanwhile.
    expect(commands.length).toBeGreaterThanOrEqual(1);
    expect(commands.length).toBeLessThanOrEqual(2);
    expect(new Set(commands)).toEqual(new Set(['evalsha']));
  });

  it('costs a read and one script call for a login (and a clear when it succeeds)', async () => {
    const player = await createPlayer(app);
    // Warm: the first call of each script loads it (EVALSHA, then EVAL); the success makes the
    // address known to the account.
    await login(player.email, 'Wrong$pass1');
    await login(player.email, player.password);

    // What the account's state decides is read, then the attempt is counted with the check (the
    // address's ceiling, `login`, goes with the batches); a failure leaves it counted...
    const failure = await during(() => login(player.email, 'Wrong$pass1'), 'login');
    expect(failure).toEqual(['mget', 'evalsha']);
    // ...and a success clears its address's failures.
    const success = await during(() => login(player.email, player.password), 'login');
    expect(success).toEqual(['mget', 'evalsha', 'del']);
  }, 60_000);
});
