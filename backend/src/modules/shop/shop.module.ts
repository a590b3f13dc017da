import { Module } from '@nestjs/common';
import { EventsModule } from '../../events/events.module';
import { UsersModule } from '../users/users.module';
import { WalletModule } from '../wallet/wallet.module';
import { CatalogService } from './catalog.service';
import { InventoryService } from './inventory.service';
import { VoucherCodeVault } from './voucher-code-vault';

/** The voucher shop: catalog, encrypted code inventory, purchases and orders. */
@Module({
  imports: [EventsModule, UsersModule, WalletModule],
  providers: [VoucherCodeVault, CatalogService, InventoryService],
  exports: [VoucherCodeVault, CatalogService, InventoryService],
})
export class ShopModule {}
