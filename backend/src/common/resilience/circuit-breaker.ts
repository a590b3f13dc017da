import { DependencyUnavailableError } from './outages';

export interface BreakerOptions {
  /** After a failure, calls are refused at once for this long; then one call tries. */
  pauseMs: number;
  /**
   * A call not answered by then fails (and counts as a failure); it is not cancelled. `run` may
   * give a call its own.
   */
  timeoutMs?: number;
  /** The client knows the dependency is unreachable right now: refuse without trying. */
  isDown?: () => boolean;
  /** Called when the breaker opens (with the failure) and when it closes again. */
  onOpen?: (error: unknown) => void;
  onClose?: () => void;
  now?: () => number;
}

/**
 * Fail fast while a dependency is down, for callers that have something better to do than wait
 * (the leaderboard reads PostgreSQL instead of Redis): after a failure every call is refused
 * with a DependencyUnavailableError for `pauseMs`, then one call at a time tries; a success, or
 * `close()` when the client says it is back, lets every call through again.
 */
export class CircuitBreaker {
  /** Null while closed. */
  private openUntil: number | null = null;
  /** While a trial call runs, the others are still refused (until it answers or times out). */
  private trialUntil = 0;
  private readonly now: () => number;

  constructor(
    readonly dependency: string,
    private readonly options: BreakerOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  get isOpen(): boolean {
    return this.openUntil !== null;
  }

  async run<T>(call: () => Promise<T>, timeoutMs = this.options.timeoutMs): Promise<T> {
    if (this.options.isDown?.()) {
      const error = new DependencyUnavailableError(this.dependency, 'disconnected');
      this.failed(error);
      throw error;
    }
    if (!this.admit(timeoutMs)) {
      throw new DependencyUnavailableError(this.dependency, 'failed moments ago');
    }
    let result: T;
    try {
      result = await this.answerIn(call, timeoutMs);
    } catch (error) {
      this.failed(error);
      throw error;
    }
    this.close();
    return result;
  }

  /** The dependency answered (or its client reconnected): every call goes through again. */
  close(): void {
    if (this.openUntil === null) return;
    this.openUntil = null;
    this.trialUntil = 0;
    this.options.onClose?.();
  }

  private admit(timeoutMs: number | undefined): boolean {
    if (this.openUntil === null) return true;
    const now = this.now();
    if (now < this.openUntil || now < this.trialUntil) return false;
    this.trialUntil = now + (timeoutMs ?? this.options.pauseMs);
    return true;
  }

  private failed(error: unknown): void {
    const wasOpen = this.isOpen;
    this.openUntil = this.now() + this.options.pauseMs;
    this.trialUntil = 0;
    if (!wasOpen) this.options.onOpen?.(error);
  }

  private async answerIn<T>(call: () => Promise<T>, timeoutMs: number | undefined): Promise<T> {
    if (timeoutMs === undefined) return call();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(new DependencyUnavailableError(this.dependency, `no answer in ${timeoutMs} ms`)),
        timeoutMs,
      );
    });
    try {
      return await Promise.race([call(), late]);
    } finally {
      clearTimeout(timer);
    }
  }
}

// ioredis's states between a lost connection and the next attempt's answer.
const DISCONNECTED = new Set(['reconnecting', 'close', 'end']);

/** The ioredis client is between connections: a command now would not reach Redis. */
export function isDisconnected(redis: { status: string }): boolean {
  return DISCONNECTED.has(redis.status);
}

/**
 * A breaker for one ioredis client on a request path: refuses at once while the client is
 * between connections (rather than queue the command until a reconnect fails), and closes as
 * soon as the client is ready again, so service returns with Redis.
 */
export function redisBreaker(
  redis: { status: string; on(event: 'ready', listener: () => void): unknown },
  options: Omit<BreakerOptions, 'isDown'>,
): CircuitBreaker {
  const breaker = new CircuitBreaker('Redis', {
    ...options,
    isDown: () => isDisconnected(redis),
  });
  redis.on('ready', () => breaker.close());
  return breaker;
}
