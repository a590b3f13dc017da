import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG } from '../../config/env';
import type { AppConfig } from '../../config/env';
import { Broadcast } from '../../events/broadcast';
import { SoldOutHints } from './sold-out-hints';

/**
 * Tells every API instance that an operator changed denominations' stock (an import or a
 * retire, after it committed), so each forgets its sold-out hints for them at once. A message
 * sent while an instance is not subscribed is lost: it forgets all its hints whenever its
 * subscription starts or ends, and SOLD_OUT_HINT_MS bounds anything else.
 */
@Injectable()
export class StockBroadcast implements OnModuleDestroy {
  private readonly broadcast: Broadcast;

  constructor(@Inject(APP_CONFIG) config: AppConfig, hints: SoldOutHints) {
    this.broadcast = new Broadcast(config, {
      channel: 'shop:stock-changed',
      heard: (message) => hints.forget(message.split(',').map(Number)),
      missed: () => hints.forgetAll(),
      logger: new Logger(StockBroadcast.name),
      ifLost: "other instances' sold-out hints end by themselves",
    });
  }

  /** After a change of these denominations' codes has committed. Never throws: it committed. */
  async stockChanged(denominationIds: number[]): Promise<void> {
    if (!denominationIds.length) return;
    await this.broadcast.publish(
      denominationIds.join(','),
      `Stock change of denominations ${denominationIds.join(', ')}`,
    );
  }

  /** Receives other instances' changes: the API process's side (the worker sells nothing). */
  listen(): Promise<void> {
    return this.broadcast.listen();
  }

  onModuleDestroy(): void {
    this.broadcast.close();
  }
}
