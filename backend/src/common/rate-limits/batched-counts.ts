/** How often a process sends what it counted to Redis (and hears the others' totals). */
export const SYNC_EVERY_MS = 100;
/** While Redis fails, how often a process tries again (counting on its own meanwhile). */
const RETRY_EVERY_MS = 1000;
const PRUNE_EVERY_MS = 1000;

/** A process runs at most this share of a limit ahead of what Redis has heard from it. */
export function unsyncedShare(limit: number): number {
  return Math.max(1, Math.floor(limit / 10));
}

/** One counter to check and count: what it is (a rule's name and key), its limit and window. */
export interface Counter {
  name: string;
  key: string;
  limit: number;
  windowMs: number;
}

/**
 * Adds each key's count (a new key expiring after `windowMs`) and answers every key's total
 * and the ms until it expires. Throws CountsNotSent when it sent nothing; any other failure
 * means the counts may still reach Redis (a command that timed out during a stall).
 */
export type SyncCounts = (
  increments: { key: string; by: number; windowMs: number }[],
) => Promise<{ total: number; ttlMs: number }[]>;

/** A SyncCounts sent nothing (Redis is known to be unreachable): the counts go with a later call. */
export class CountsNotSent extends Error {
  constructor(reason: string) {
    super(`counts not sent: ${reason}`);
    this.name = 'CountsNotSent';
  }
}

/** One counter's current window, as this process knows it. */
interface WindowCount {
  /** The counter's Redis key, worked out once (it is a hash). */
  key: string;
  limit: number;
  windowMs: number;
  /**
   * When the window ends (ms): from the first request this process saw, until a sync answers
   * Redis's own (a window starts at the first request any process counted, as in the script).
   */
  end: number;
  /** The total of all processes at the last sync, ours included. */
  known: number;
  /** Counted here and being sent. */
  syncing: number;
  /** Counted here since. */
  pending: number;
  /**
   * Sent in a call that failed without saying whether Redis ran it: never sent again (a stalled
   * command runs when the stall ends, so a resend would count it twice), counted here until the
   * next answer, which includes it if it arrived.
   */
  unconfirmed: number;
}

/**
 * Fixed-window counters shared by every process through Redis without a round trip per
 * request: each process counts locally and sends its counts in one call per SYNC_EVERY_MS (or
 * sooner, when a counter's unsent count reaches a tenth of its limit: then requests wait for that
 * call), which answers the totals of all processes. A request is allowed while the last known
 * total plus what this process counted since stays under the limit. So a limit is passed by at
 * most what the other processes let through before this one hears of it: per other process, a
 * tenth of the limit plus what it lets through in one sync interval. While Redis fails, each
 * process limits on its own and sends its counts once Redis is back; counts whose call failed
 * after it was sent are not sent again, so each request is counted at most once.
 */
export class BatchedCounts {
  private readonly windows = new Map<string, WindowCount>();
  private readonly dirty = new Set<WindowCount>();
  private timer?: NodeJS.Timeout;
  private syncing?: Promise<void>;
  private healthy = true;
  private prunedAt = 0;

  constructor(
    private readonly redisKey: (name: string, key: string) => string,
    private readonly sync: SyncCounts,
    private readonly onSyncFailed: (error: Error) => void,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Counts the request in every counter unless one is full; then answers which (its index) and
   * how long until its window ends, and counts nothing.
   */
  async hit(counters: Counter[]): Promise<{ full: number; waitMs: number } | null> {
    let counts = this.windowsOf(counters);
    while (this.healthy && counts.some(isAhead)) {
      await this.flush();
      counts = this.windowsOf(counters);
    }
    const now = this.now();
    let full = -1;
    let waitMs = 0;
    counts.forEach((c, i) => {
      if (c.known + c.unconfirmed + c.syncing + c.pending >= c.limit && c.end - now > waitMs) {
        full = i;
        waitMs = c.end - now;
      }
    });
    if (full >= 0) return { full, waitMs };
    for (const c of counts) {
      c.pending++;
      this.dirty.add(c);
    }
    if (!this.healthy) this.schedule(RETRY_EVERY_MS);
    else if (counts.some(isAhead)) void this.flush();
    else this.schedule(SYNC_EVERY_MS);
    return null;
  }

  /** Sends the counts now (joins a sync under way). */
  flush(): Promise<void> {
    this.syncing ??= this.syncNow().finally(() => {
      this.syncing = undefined;
      if (this.dirty.size) this.schedule(this.healthy ? SYNC_EVERY_MS : RETRY_EVERY_MS);
    });
    return this.syncing;
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private windowsOf(counters: Counter[]): WindowCount[] {
    const now = this.now();
    return counters.map(({ name, key, limit, windowMs }) => {
      const id = `${name}\n${key}`;
      let count = this.windows.get(id);
      if (!count) {
        count = {
          key: this.redisKey(name, key),
          limit,
          windowMs,
          end: now + windowMs,
          known: 0,
          syncing: 0,
          pending: 0,
          unconfirmed: 0,
        };
        this.windows.set(id, count);
      } else if (count.end <= now) {
        // A new window; what was counted in the last one and not sent no longer matters.
        Object.assign(count, { end: now + windowMs, known: 0, pending: 0, unconfirmed: 0 });
      }
      return count;
    });
  }

  private schedule(delayMs: number): void {
    if (this.timer || this.syncing) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, delayMs);
    this.timer.unref();
  }

  private async syncNow(): Promise<void> {
    this.stop();
    const now = this.now();
    // A window that has ended no longer limits anything: its counts are dropped.
    const batch = [...this.dirty].filter((c) => c.end > now && c.pending > 0);
    this.dirty.clear();
    if (now - this.prunedAt >= PRUNE_EVERY_MS) this.prune(now);
    if (!batch.length) return;
    for (const c of batch) {
      c.syncing = c.pending;
      c.pending = 0;
    }
    try {
      const answers = await this.sync(
        batch.map((c) => ({ key: c.key, by: c.syncing, windowMs: c.windowMs })),
      );
      const at = this.now();
      batch.forEach((c, i) => {
        // Redis is the truth, for the count and for when the window ends.
        c.known = answers[i].total;
        c.end = at + answers[i].ttlMs;
        c.syncing = 0;
        c.unconfirmed = 0;
      });
      this.healthy = true;
    } catch (error) {
      const sent = !(error instanceof CountsNotSent);
      for (const c of batch) {
        if (sent) c.unconfirmed += c.syncing;
        else {
          c.pending += c.syncing;
          this.dirty.add(c);
        }
        c.syncing = 0;
      }
      if (this.healthy) this.onSyncFailed(error as Error);
      this.healthy = false;
    }
  }

  private prune(now: number): void {
    this.prunedAt = now;
    for (const [key, c] of this.windows) {
      if (c.end <= now && c.syncing === 0) this.windows.delete(key);
    }
  }
}

/** Counted here beyond what Redis has heard by a tenth of the limit: sync before counting more. */
function isAhead(c: WindowCount): boolean {
  return c.syncing + c.pending >= unsyncedShare(c.limit);
}
