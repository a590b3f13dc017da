import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_CONFIG } from '../../config/env';
import type { AppConfig } from '../../config/env';
import { createRedis } from '../../events/redis';
import { SoldOutHints } from './sold-out-hints';

/**
 * Tells every API instance that an operator changed denominations' stock (an import or a
 * retire, after it committed), so each forgets its sold-out hints for them at once. Redis
 * pub/sub, so a message sent while an instance is disconnected is lost: an instance forgets all
 * its hints whenever it (re)subscribes, and SOLD_OUT_HINT_MS bounds anything else.
 */
@Injectable()
export class StockBroadcast implements OnModuleDestroy {
  private readonly logger = new Logger(StockBroadcast.name);
  private readonly channel: string;
  // Lazy: the worker and the seed never publish; a slow Redis must not hold an import's answer.
  private readonly publisher: Redis;
  private subscriber: Redis | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly hints: SoldOutHints,
  ) {
    this.channel = `${config.redisPrefix}:shop:stock-changed`;
    this.publisher = createRedis(config, {
      lazyConnect: true,
      maxRetriesPerRequest: 1,
      commandTimeout: 1000,
    });
  }

  /** After a change of these denominations' codes has committed. Never throws: it committed. */
  async stockChanged(denominationIds: number[]): Promise<void> {
    if (!denominationIds.length) return;
    this.hints.forget(denominationIds);
    try {
      await this.publisher.publish(this.channel, denominationIds.join(','));
    } catch (err) {
      this.logger.warn(
        `Stock change of denominations ${denominationIds.join(', ')} not broadcast ` +
          `(other instances' sold-out hints end by themselves): ${String(err)}`,
      );
    }
  }

  /** Receives other instances' changes: the API process's side (the worker sells nothing). */
  async listen(): Promise<void> {
    if (this.subscriber) return;
    const subscriber = createRedis(this.config, {
      lazyConnect: true,
      autoResubscribe: false,
      maxRetriesPerRequest: 1,
    });
    this.subscriber = subscriber;
    subscriber.on('message', (_channel: string, message: string) =>
      this.hints.forget(message.split(',').map(Number)),
    );
    subscriber.on('error', (err: Error) =>
      this.logger.warn(`Stock changes not received: ${err.message}`),
    );
    const subscribe = async () => {
      this.hints.forgetAll();
      await subscriber.subscribe(this.channel);
    };
    try {
      await subscriber.connect();
      await subscribe();
    } catch (err) {
      this.logger.warn(`Not subscribed to stock changes yet: ${String(err)}`);
    }
    // Every later connection subscribes afresh (it may have missed changes while away).
    subscriber.on('ready', () => {
      subscribe().catch((err) =>
        this.logger.warn(`Not subscribed to stock changes: ${String(err)}`),
      );
    });
  }

  onModuleDestroy(): void {
    this.publisher.disconnect();
    this.subscriber?.disconnect();
  }
}
