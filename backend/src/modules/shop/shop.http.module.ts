import { Module, OnApplicationBootstrap } from '@nestjs/common';
import { CatalogController } from './catalog.controller';
import { ShopOpsController } from './shop-ops.controller';
import { ShopController } from './shop.controller';
import { UsersModule } from '../users';
import { ShopModule } from './shop.module';
import { StockBroadcast } from './stock-broadcast';

/** The shop's calls (catalog, purchase, My Orders) and operators' voucher calls; API only. */
@Module({
  imports: [ShopModule, UsersModule],
  controllers: [CatalogController, ShopController, ShopOpsController],
})
export class ShopHttpModule implements OnApplicationBootstrap {
  constructor(private readonly stock: StockBroadcast) {}

  /** Purchases happen here, so this process keeps its sold-out hints in step with operators. */
  onApplicationBootstrap(): Promise<void> {
    return this.stock.listen();
  }
}
