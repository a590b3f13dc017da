import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../config/env';
import type { AppConfig } from '../../config/env';

/**
 * Denominations a sale in this process found sold out, for SOLD_OUT_HINT_MS: the buyers who
 * come next are answered at once instead of each debiting, finding no code and rolling back.
 * Only a hint: a wrong one refuses a buyer for at most the TTL, and an operator's import or
 * retire ends it everywhere (StockBroadcast). It never decides a sale.
 */
@Injectable()
export class SoldOutHints {
  /** Denomination id → when its hint ends (ms since the epoch). */
  private readonly until = new Map<number, number>();
  private readonly ttlMs: number;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'soldOutHintMs'>) {
    this.ttlMs = config.soldOutHintMs;
  }

  isSoldOut(denominationId: number): boolean {
    const until = this.until.get(denominationId);
    if (until === undefined) return false;
    if (Date.now() < until) return true;
    this.until.delete(denominationId);
    return false;
  }

  soldOut(denominationId: number): void {
    if (this.ttlMs > 0) this.until.set(denominationId, Date.now() + this.ttlMs);
  }

  forget(denominationIds: Iterable<number>): void {
    for (const id of denominationIds) this.until.delete(id);
  }

  forgetAll(): void {
    this.until.clear();
  }
}
