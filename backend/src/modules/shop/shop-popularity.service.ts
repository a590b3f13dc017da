import { Injectable } from '@nestjs/common';
import { QueueRegistry } from '../../events/queue-registry';
import { ProductsRepository } from './products.repository';

const REFRESH_EVERY_MS = 5 * 60_000;

/**
 * products.sold_count, the "popular" sort, counted from orders off the purchase path: a purchase
 * writing its product's row would make every buyer of that voucher queue on one row.
 */
@Injectable()
export class ShopPopularityService {
  constructor(
    private readonly products: ProductsRepository,
    private readonly queues: QueueRegistry,
  ) {}

  /** Sets every product's sold_count from its orders; rewrites only the counts that changed. */
  async refresh(): Promise<number> {
    return this.products.refreshSoldCounts();
  }

  /** The repeating refresh, registered at worker start. */
  async ensureRepeatingRefresh(): Promise<void> {
    await this.queues.repeat('shop.popularity', REFRESH_EVERY_MS);
  }
}
