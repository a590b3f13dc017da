import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { QueueRegistry } from '../../events/queue-registry';

const REFRESH_EVERY_MS = 5 * 60_000;

/**
 * products.sold_count, the "popular" sort, counted from orders off the purchase path: a purchase
 * writing its product's row would make every buyer of that voucher queue on one row.
 */
@Injectable()
export class ShopPopularityService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly queues: QueueRegistry,
  ) {}

  /** Sets every product's sold_count from its orders; rewrites only the counts that changed. */
  async refresh(): Promise<number> {
    const [, changed]: [unknown, number] = await this.dataSource.query(
      `UPDATE products p SET sold_count = s.sold
         FROM (SELECT p2.id, count(o.id)::int AS sold
                 FROM products p2 LEFT JOIN orders o ON o.product_id = p2.id
                GROUP BY p2.id) s
        WHERE p.id = s.id AND p.sold_count <> s.sold`,
    );
    return changed;
  }

  /** The repeating refresh, registered at worker start. */
  async ensureRepeatingRefresh(): Promise<void> {
    await this.queues.repeat('shop.popularity', REFRESH_EVERY_MS);
  }
}
