import { Injectable } from '@nestjs/common';
import { JobHandler, OnJob } from '../../../events/on-job';
import { ShopPopularityService } from '../shop-popularity.service';

/** Every 5 minutes: products.sold_count from orders, for the "popular" sort. */
@Injectable()
@OnJob('shop.popularity')
export class ShopPopularityJob implements JobHandler<'shop.popularity'> {
  constructor(private readonly popularity: ShopPopularityService) {}

  async handle(): Promise<void> {
    await this.popularity.refresh();
  }
}
