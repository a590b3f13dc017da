/**
 * Runs `work(key)` at most once every `gapMs` per key and never twice at once: calls that come
 * while a run waits are served by it, and calls during a run by one more run after it. So a
 * burst of changes costs a watcher one update, at most a few a second, and none is left behind.
 */
export class Coalescer<K> {
  private readonly keys = new Map<
    K,
    { last: number; timer?: NodeJS.Timeout; running: boolean; again: boolean }
  >();
  private closed = false;

  constructor(
    private readonly gapMs: number,
    private readonly work: (key: K) => Promise<void>,
    private readonly now: () => number = Date.now,
  ) {}

  schedule(key: K): void {
    if (this.closed) return;
    let state = this.keys.get(key);
    if (!state) this.keys.set(key, (state = { last: -Infinity, running: false, again: false }));
    if (state.running) {
      state.again = true;
      return;
    }
    if (state.timer) return;
    const wait = Math.max(0, state.last + this.gapMs - this.now());
    state.timer = setTimeout(() => void this.run(key), wait);
  }

  /** Keys waiting or running now. */
  get pending(): number {
    let n = 0;
    for (const state of this.keys.values()) if (state.timer || state.running) n++;
    return n;
  }

  /** Drops a key nobody asks about any more (its next call runs at once). */
  forget(key: K): void {
    const state = this.keys.get(key);
    if (state && !state.timer && !state.running) this.keys.delete(key);
  }

  close(): void {
    this.closed = true;
    for (const state of this.keys.values()) clearTimeout(state.timer);
    this.keys.clear();
  }

  private async run(key: K): Promise<void> {
    const state = this.keys.get(key);
    if (!state || this.closed) return;
    state.timer = undefined;
    state.running = true;
    state.last = this.now();
    try {
      await this.work(key);
    } catch {
      // The work reports its own failures; the next change runs it again.
    } finally {
      state.running = false;
      if (state.again) {
        state.again = false;
        this.schedule(key);
      }
    }
  }
}
