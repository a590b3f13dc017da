/**
 * A value many requests ask for and none needs fresher than `ttlMs`: callers arriving while it is
 * computed share that computation, and its answer serves the callers of the next `ttlMs`. A
 * failure is shared by the callers already waiting but never kept: the next caller tries again.
 */
export class SharedResult<T> {
  private current?: Promise<T>;
  private settledAt = 0;
  private running = false;

  constructor(
    private readonly compute: () => Promise<T>,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(): Promise<T> {
    if (this.current && (this.running || this.now() - this.settledAt < this.ttlMs)) {
      return this.current;
    }
    this.running = true;
    const attempt = this.compute();
    this.current = attempt;
    // A forgotten attempt (forget() during it) settles for its own callers only.
    attempt.then(
      () => {
        if (this.current !== attempt) return;
        this.running = false;
        this.settledAt = this.now();
      },
      () => {
        if (this.current !== attempt) return;
        this.running = false;
        this.current = undefined;
      },
    );
    return attempt;
  }

  /** The next caller computes afresh (after a change this process made itself). */
  forget(): void {
    this.current = undefined;
    this.running = false;
  }
}
