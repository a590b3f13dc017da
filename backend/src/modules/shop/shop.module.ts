import { Module } from '@nestjs/common';
import { EventsModule } from '../../events/events.module';
import { UsersModule } from '../users/users.module';
import { WalletModule } from '../wallet/wallet.module';
import { OrdersService } from './orders.service';
import { PurchaseService } from './purchase.service';
import { ShopPopularityService } from './shop-popularity.service';
import { VoucherCodeVault } from './voucher-code-vault';

/** The voucher shop: catalog, encrypted code inventory, purchases and orders. */
@Module({
  imports: [EventsModule, UsersModule, WalletModule],
  providers: [VoucherCodeVault, PurchaseService, OrdersService, ShopPopularityService],
  exports: [VoucherCodeVault, PurchaseService, OrdersService, ShopPopularityService],
})
export class ShopModule {}
