/** One counter to check and count: its key, its limit and its window. */
export interface LocalCounter {
  key: string;
  limit: number;
  windowMs: number;
}

const MAX_COUNTERS = 100_000;

/**
 * Fixed-window counters in this process alone, with the Redis script's contract (rate-limit.ts):
 * what the strict rules count while Redis cannot answer. Bounded: past MAX_COUNTERS the ended
 * windows go, then the oldest.
 */
export class LocalCounts {
  private readonly windows = new Map<string, { count: number; end: number }>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxCounters = MAX_COUNTERS,
  ) {}

  /**
   * If a counter is full, counts nothing and answers its index and the ms until its window ends
   * (the longest wait when several are); else counts the request in every one: full -1.
   */
  hit(counters: LocalCounter[]): { full: number; waitMs: number } {
    const now = this.now();
    let full = -1;
    let waitMs = 0;
    counters.forEach((c, i) => {
      const w = this.current(c.key, now);
      if (w && w.count >= c.limit && w.end - now > waitMs) {
        full = i;
        waitMs = w.end - now;
      }
    });
    if (full >= 0) return { full, waitMs };
    for (const c of counters) {
      const w = this.current(c.key, now);
      if (w) w.count++;
      else this.windows.set(c.key, { count: 1, end: now + c.windowMs });
    }
    this.bound(now);
    return { full: -1, waitMs: 0 };
  }

  /** Takes one count back from each counter (never below zero). */
  takeBack(keys: string[]): void {
    const now = this.now();
    for (const key of keys) {
      const w = this.current(key, now);
      if (w && w.count > 0) w.count--;
    }
  }

  /** A counter's count in its current window (0 when it has none). */
  count(key: string): number {
    return this.current(key, this.now())?.count ?? 0;
  }

  delete(keys: string[]): void {
    for (const key of keys) this.windows.delete(key);
  }

  get size(): number {
    return this.windows.size;
  }

  private current(key: string, now: number) {
    const w = this.windows.get(key);
    if (w && w.end <= now) {
      this.windows.delete(key);
      return undefined;
    }
    return w;
  }

  private bound(now: number): void {
    if (this.windows.size <= this.maxCounters) return;
    for (const [key, w] of this.windows) if (w.end <= now) this.windows.delete(key);
    // Oldest first out (a Map keeps insertion order).
    for (const key of this.windows.keys()) {
      if (this.windows.size <= this.maxCounters) break;
      this.windows.delete(key);
    }
  }
}
