/**
 * Turns lookups made together into one call: keys asked for in the same turn of the event loop
 * are loaded at once, and each caller gets its own answer. A burst (thousands of players pressing
 * PLAY NOW) then costs a few queries instead of one pool checkout each.
 */
export class BatchLoader<K, V> {
  private pending = new Map<
    K,
    { resolve: (value: V | null) => void; reject: (err: unknown) => void }[]
  >();

  /** `loadMany` answers what it found; a key it leaves out is answered with null. */
  constructor(private readonly loadMany: (keys: K[]) => Promise<Map<K, V>>) {}

  load(key: K): Promise<V | null> {
    return new Promise((resolve, reject) => {
      if (!this.pending.size) setImmediate(() => void this.flush());
      const waiting = this.pending.get(key);
      if (waiting) waiting.push({ resolve, reject });
      else this.pending.set(key, [{ resolve, reject }]);
    });
  }

  private async flush(): Promise<void> {
    const batch = this.pending;
    this.pending = new Map();
    try {
      const found = await this.loadMany([...batch.keys()]);
      for (const [key, waiting] of batch)
        for (const w of waiting) w.resolve(found.get(key) ?? null);
    } catch (err) {
      for (const waiting of batch.values()) for (const w of waiting) w.reject(err);
    }
  }
}
