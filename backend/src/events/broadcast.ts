import type { LoggerService } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { AppConfig } from '../config/env';
import { createRedis, RedisClient } from './redis';

export interface BroadcastOptions {
  /** The channel below the run's Redis prefix, e.g. `sessions:revoked`; renaming it splits
   * instances of two releases running side by side. */
  channel: string;
  /** Drops what a message makes stale; runs here at once for our own messages, too. */
  heard(message: string): void;
  /** Forgets everything: messages may have been missed (the subscription started or ended). */
  missed(): void;
  logger: LoggerService;
  /** What a message lost costs, for the warnings ("other instances' hints end by themselves"). */
  ifLost: string;
}

/**
 * Keeps memory that each API process holds for itself in step across processes, over one Redis
 * pub/sub channel: after a change commits, its process publishes it, and every subscribed
 * process (the sender too) drops what the change made stale. Pub/sub keeps nothing for a process
 * that is not subscribed, so memory is forgotten whenever the subscription starts or ends, and
 * `listening` says whether it can be trusted now; a message whose publish fails (the sender lost
 * Redis) is bounded only by the memory's own time limit.
 */
export class Broadcast {
  readonly channel: string;
  // Opened on first use: processes that never publish (or never listen) open nothing.
  private publisher?: RedisClient;
  private subscriber?: RedisClient;
  private firstSubscription: Promise<void> = Promise.resolve();
  private stopped = false;
  private subscribed = false;
  // Bumped whenever listening starts or stops: a read that began under another epoch may have
  // missed a message, so its answer must not be remembered.
  private epochs = 0;

  constructor(
    private readonly config: Pick<AppConfig, 'redisUrl' | 'redisClusterNodes' | 'redisPrefix'>,
    private readonly options: BroadcastOptions,
  ) {
    this.channel = `${config.redisPrefix}:${options.channel}`;
  }

  /** True while subscribed: no message can have been missed since `epoch` last changed. */
  get listening(): boolean {
    return this.subscribed;
  }

  get epoch(): number {
    return this.epochs;
  }

  /**
   * Applies the message here, then tells every other process. Call after the change has
   * committed (before, another process could read the old state and remember it). Never throws:
   * the change is committed; `about` names it in the warning when the message is lost.
   */
  async publish(message: string, about: string): Promise<void> {
    this.options.heard(message);
    if (this.stopped) return;
    try {
      // Quick to give up: a slow Redis must not hold the caller's answer.
      this.publisher ??= createRedis(this.config, {
        lazyConnect: true,
        maxRetriesPerRequest: 1,
        commandTimeout: 1000,
      });
      await this.publisher.publish(this.channel, message);
    } catch (err) {
      this.options.logger.warn(
        `${about} not broadcast; ${this.options.ifLost}: ${(err as Error).message}`,
      );
    }
  }

  /**
   * Subscribes, and again on every reconnection. Resolves once the first attempt is over, even
   * a failed one (ioredis goes on reconnecting); later calls share it.
   */
  listen(): Promise<void> {
    if (this.subscriber || this.stopped) return this.firstSubscription;
    // Subscribed by hand on every connection (not ioredis's autoResubscribe), so `listening`
    // turns true only once Redis has confirmed it.
    const subscriber = createRedis(this.config, {
      lazyConnect: true,
      autoResubscribe: false,
      maxRetriesPerRequest: 1,
      connectionName: this.channel,
    });
    this.subscriber = subscriber;
    let first: Promise<void> | undefined;
    subscriber.on('ready', () => {
      const attempt = subscriber.subscribe(this.channel).then(
        () => this.setListening(true),
        (err: Error) => this.options.logger.warn(`${this.channel} not subscribed: ${err.message}`),
      );
      first ??= attempt;
    });
    subscriber.on('close', () => this.setListening(false));
    // ioredis reconnects by itself; a drop is told once, by setListening.
    subscriber.on('error', () => undefined);
    subscriber.on('message', (channel: string, message: string) => {
      if (channel === this.channel && !this.stopped) this.options.heard(message);
    });
    // Our 'ready' listener runs before connect() resolves, so `first` is set by then.
    this.firstSubscription = subscriber.connect().then(
      () => first,
      (err: Error) =>
        this.options.logger.warn(`${this.channel} not subscribed yet: ${err.message}`),
    );
    return this.firstSubscription;
  }

  private setListening(listening: boolean): void {
    if (this.subscribed === listening) return;
    this.subscribed = listening;
    this.epochs++;
    this.options.missed();
    if (!listening && !this.stopped) {
      this.options.logger.warn(`${this.channel} not heard: memory forgotten until Redis is back`);
    }
  }

  close(): void {
    this.stopped = true;
    this.setListening(false);
    this.subscriber?.disconnect();
    this.publisher?.disconnect();
  }
}

export interface FeedOptions<T> {
  /** The channel below the run's Redis prefix (see BroadcastOptions). */
  channel: string;
  logger: LoggerService;
  /** What a lost message costs, for the warnings. */
  ifLost: string;
  /** The value a message carries (with its detail, if it has one), or null for one not ours. */
  parse(text: string, detail?: string): T | null;
  /**
   * A value as a message carries it: its text (no spaces), and a detail (no spaces) that
   * releases which know none skip; `String(value)` alone when not given.
   */
  format?(value: T): { text: string; detail?: string };
  /** Names a value in warnings ("Standings of 12"). */
  about(value: T): string;
}

/**
 * "This changed", from whichever process committed it to listeners in every process, over one
 * Broadcast: the value (an id) only, so a lost message costs a listener one update, never a wrong
 * one (they read the state itself). The sender's listeners hear it at once and skip its echo
 * through Redis. Nothing is remembered for a process that was not subscribed.
 */
export class Feed<T> {
  private readonly broadcast: Broadcast;
  private readonly sender = randomUUID();
  private readonly listeners = new Set<(value: T) => void>();

  constructor(
    config: ConstructorParameters<typeof Broadcast>[0],
    private readonly options: FeedOptions<T>,
  ) {
    this.broadcast = new Broadcast(config, {
      channel: options.channel,
      heard: (message) => {
        // `<text> <sender>`, or `<text> <sender> <detail>`: a release reading the first two
        // fields alone still reads the text.
        const [text, sender, detail] = message.split(' ');
        const value = options.parse(text, detail);
        if (sender !== this.sender && value !== null) this.deliver(value);
      },
      missed: () => undefined,
      logger: options.logger,
      ifLost: options.ifLost,
    });
  }

  /** After the change has committed. Never throws: it committed. */
  async publish(value: T): Promise<void> {
    this.deliver(value);
    const { text, detail } = this.options.format?.(value) ?? { text: String(value) };
    await this.broadcast.publish(
      detail ? `${text} ${this.sender} ${detail}` : `${text} ${this.sender}`,
      this.options.about(value),
    );
  }

  /** Calls `listener` for every change, from any process; subscribes on first use. */
  listen(listener: (value: T) => void): () => void {
    this.listeners.add(listener);
    void this.broadcast.listen();
    return () => this.listeners.delete(listener);
  }

  /** Whether messages are heard now (false: changes may be missed until Redis is back). */
  get listening(): boolean {
    return this.broadcast.listening;
  }

  /** Changes whenever listening starts or stops (see Broadcast's `epoch`). */
  get epoch(): number {
    return this.broadcast.epoch;
  }

  close(): void {
    this.broadcast.close();
  }

  private deliver(value: T): void {
    for (const listener of this.listeners) {
      try {
        listener(value);
      } catch (err) {
        this.options.logger.warn(
          `${this.options.channel} listener failed: ${(err as Error).message}`,
        );
      }
    }
  }
}
