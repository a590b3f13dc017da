import { Injectable } from '@nestjs/common';
import { ShopPopularityService } from '../../../backend/src/modules/shop';
import { JobHandler } from './job-handler';

/** Every 5 minutes: products.sold_count from orders, for the "popular" sort. */
@Injectable()
export class ShopPopularityHandler implements JobHandler<'shop.popularity'> {
  readonly name = 'shop.popularity' as const;

  constructor(private readonly popularity: ShopPopularityService) {}

  async handle(): Promise<void> {
    await this.popularity.refresh();
  }
}
