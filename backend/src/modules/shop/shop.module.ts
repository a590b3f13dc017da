import { Module } from '@nestjs/common';
import { EventsModule } from '../../events/events.module';
import { UsersModule } from '../users';
import { WalletModule } from '../wallet';
import { CatalogService } from './catalog.service';
import { InventoryService } from './inventory.service';
import { OrdersRepository } from './orders.repository';
import { ShopPopularityJob } from './jobs/shop-popularity.job';
import { OrdersService } from './orders.service';
import { ProductsRepository } from './products.repository';
import { PurchaseService } from './purchase.service';
import { ShopPopularityService } from './shop-popularity.service';
import { SoldOutHints } from './sold-out-hints';
import { StockBroadcast } from './stock-broadcast';
import { VoucherCodeVault } from './voucher-code-vault';
import { VoucherCodesRepository } from './voucher-codes.repository';
import { VoucherPrices } from './voucher-prices';

/** The voucher shop: catalog, encrypted code inventory, purchases and orders. */
@Module({
  imports: [EventsModule, UsersModule, WalletModule],
  providers: [
    ProductsRepository,
    VoucherCodesRepository,
    OrdersRepository,
    VoucherCodeVault,
    CatalogService,
    InventoryService,
    VoucherPrices,
    SoldOutHints,
    StockBroadcast,
    PurchaseService,
    OrdersService,
    ShopPopularityService,
    // Its job: run by the worker, which finds it by its @OnJob.
    ShopPopularityJob,
  ],
  // What other modules' jobs and this module's controllers (and the HTTP module) inject.
  exports: [
    CatalogService,
    InventoryService,
    PurchaseService,
    OrdersService,
    ShopPopularityService,
    StockBroadcast,
  ],
})
export class ShopModule {}
