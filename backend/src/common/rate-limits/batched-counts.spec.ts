import { BatchedCounts, Counter, CountsNotSent, SYNC_EVERY_MS, SyncCounts } from './batched-counts';

/** A Redis stand-in: totals per key with their expiry, shared by the processes given it. */
class Store {
  private readonly keys = new Map<string, { total: number; expiresAt: number }>();
  calls: { key: string; by: number; windowMs: number }[][] = [];
  /** Unreachable: the limiter sends nothing. */
  down = false;
  /** Stalled: each call is run when the stall ends, and answered only with a time-out. */
  stalled: (() => void)[] | null = null;

  sync: SyncCounts = async (increments) => {
    this.calls.push(increments);
    if (this.down) throw new CountsNotSent('Redis is not connected');
    if (this.stalled) {
      this.stalled.push(() => this.add(increments));
      throw new Error('Command timed out');
    }
    return this.add(increments);
  };

  /** The stall ends: what was sent meanwhile runs, in order. */
  resume(): void {
    const held = this.stalled ?? [];
    this.stalled = null;
    for (const run of held) run();
  }

  private add(increments: { key: string; by: number; windowMs: number }[]) {
    const now = Date.now();
    return increments.map(({ key, by, windowMs }) => {
      const entry = this.live(key) ?? { total: 0, expiresAt: now + windowMs };
      entry.total += by;
      this.keys.set(key, entry);
      return { total: entry.total, ttlMs: entry.expiresAt - now };
    });
  }

  total(key: string): number | undefined {
    return this.live(key)?.total;
  }

  private live(key: string) {
    const entry = this.keys.get(key);
    return entry && entry.expiresAt > Date.now() ? entry : undefined;
  }
}

const MINUTE = 60_000;

describe('BatchedCounts', () => {
  let store: Store;
  let failures: Error[];
  const counts = () =>
    new BatchedCounts(
      (name, key) => `${name}:${key}`,
      store.sync,
      (e) => failures.push(e),
    );
  const perMinute = (limit: number, key = 'k'): Counter => ({
    name: 'r',
    key,
    limit,
    windowMs: MINUTE,
  });
  const allowed = async (c: BatchedCounts, counters: Counter[], n: number) => {
    let through = 0;
    for (let i = 0; i < n; i++) if ((await c.hit(counters)) === null) through++;
    return through;
  };

  beforeEach(() => {
    jest.useFakeTimers({ now: 10 * MINUTE });
    store = new Store();
    failures = [];
  });
  afterEach(() => jest.useRealTimers());

  it('counts without asking Redis, then sends every counter in one call per interval', async () => {
    const c = counts();
    expect(await allowed(c, [perMinute(600, 'a')], 30)).toBe(30);
    expect(await allowed(c, [perMinute(600, 'b')], 20)).toBe(20);
    expect(store.calls).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(SYNC_EVERY_MS);
    expect(store.calls).toEqual([
      [
        { key: 'r:a', by: 30, windowMs: MINUTE },
        { key: 'r:b', by: 20, windowMs: MINUTE },
      ],
    ]);
    await jest.advanceTimersByTimeAsync(10 * SYNC_EVERY_MS);
    expect(store.calls).toHaveLength(1);
  });

  it('refuses past the limit and says how long until the window ends', async () => {
    const c = counts();
    expect(await allowed(c, [perMinute(5)], 5)).toBe(5);
    await jest.advanceTimersByTimeAsync(SYNC_EVERY_MS);
    // The window began with the first call, a sync interval ago.
    expect(await c.hit([perMinute(5)])).toEqual({ full: 0, waitMs: MINUTE - SYNC_EVERY_MS });
    // The refused call was not counted; the next window opens again.
    await jest.advanceTimersByTimeAsync(MINUTE);
    expect(await c.hit([perMinute(5)])).toBeNull();
    await jest.advanceTimersByTimeAsync(SYNC_EVERY_MS);
    expect(store.total('r:k')).toBe(1);
  });

  it('takes the window from Redis: another process started it earlier', async () => {
    const [a, b] = [counts(), counts()];
    expect(await a.hit([perMinute(1)])).toBeNull();
    await jest.advanceTimersByTimeAsync(20_000);
    // b's first call goes through blind (a tenth of the limit, at least one, is allowed ahead)...
    expect(await b.hit([perMinute(1)])).toBeNull();
    // ...and its sync answers the total and the window a started.
    expect(await b.hit([perMinute(1)])).toEqual({ full: 0, waitMs: 40_000 });
  });

  it('counts nothing when any counter is full, and names it', async () => {
    const c = counts();
    const tight = { name: 'r', key: 't', limit: 2, windowMs: 20_000 };
    const loose = perMinute(50, 'l');
    expect(await allowed(c, [tight, loose], 5)).toBe(2);
    expect(await c.hit([loose, tight])).toEqual({ full: 1, waitMs: 20_000 });
    await jest.advanceTimersByTimeAsync(SYNC_EVERY_MS);
    expect(store.total('r:l')).toBe(2);
  });

  it('shares a limit between processes: each hears the others at its next sync', async () => {
    const [a, b] = [counts(), counts()];
    const rule = perMinute(100);
    expect(await allowed(a, [rule], 9)).toBe(9);
    expect(await allowed(b, [rule], 9)).toBe(9);
    await jest.advanceTimersByTimeAsync(SYNC_EVERY_MS);
    let through = 0;
    for (let i = 0; i < 200; i++) {
      if ((await (i % 2 ? a : b).hit([rule])) === null) through++;
      await jest.advanceTimersByTimeAsync(1);
    }
    await jest.advanceTimersByTimeAsync(SYNC_EVERY_MS);
    const total = store.total('r:k') ?? 0;
    expect(total).toBe(18 + through);
    // Over by at most, per other process, a tenth of the limit plus what it let through since
    // this one last heard (here about as much: they take turns).
    expect(total).toBeGreaterThanOrEqual(100);
    expect(total).toBeLessThanOrEqual(120);
  });

  it('waits for a sync once a tenth of the limit is unsent, so a burst hears the others', async () => {
    const [a, b] = [counts(), counts()];
    const rule = perMinute(20);
    // b has used the whole limit; a does not know yet.
    expect(await allowed(b, [rule], 20)).toBe(20);
    await jest.advanceTimersByTimeAsync(SYNC_EVERY_MS);
    const burst = await Promise.all(Array.from({ length: 10 }, () => a.hit([rule])));
    // Two go through before a must send them, then a hears the total of 22 and refuses.
    expect(burst.filter((v) => v === null)).toHaveLength(2);
    expect(store.total('r:k')).toBe(22);
  });

  it('limits on its own while Redis fails, logs once, and sends the counts once it is back', async () => {
    const c = counts();
    store.down = true;
    expect(await allowed(c, [perMinute(10)], 15)).toBe(10);
    expect(failures).toHaveLength(1);
    // Not a failing call per request: one, and the retry a second later.
    expect(store.calls.length).toBeLessThanOrEqual(2);
    store.down = false;
    await jest.advanceTimersByTimeAsync(1000);
    expect(store.total('r:k')).toBe(10);
    expect(failures).toHaveLength(1);
  });

  it('never sends again counts whose call Redis may still run, yet limits with them meanwhile', async () => {
    const c = counts();
    store.stalled = [];
    expect(await allowed(c, [perMinute(10)], 3)).toBe(3);
    // Each count is sent once and times out; later calls carry only new counts.
    for (let second = 0; second < 10; second++) await jest.advanceTimersByTimeAsync(1000);
    expect(await allowed(c, [perMinute(10)], 2)).toBe(2);
    await jest.advanceTimersByTimeAsync(1000);
    const sent = store.calls.flat().reduce((total, i) => total + i.by, 0);
    expect(sent).toBe(5);
    // Counted here though unanswered: the limit holds through the stall.
    expect(await allowed(c, [perMinute(10)], 10)).toBe(5);
    store.resume();
    await jest.advanceTimersByTimeAsync(1000);
    expect(store.total('r:k')).toBe(10);
    // The totals Redis answers after the stall count each request once.
    expect(await c.hit([perMinute(10)])).toEqual({ full: 0, waitMs: expect.any(Number) });
  });
});
