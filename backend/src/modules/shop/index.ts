// The shop module's front door: all that code outside shop/ may import from it.
export { type CodeImportRow } from './code-import';
export { Order } from './entities/order.entity';
export { ProductDenomination } from './entities/product-denomination.entity';
export { CurrencyType, Product } from './entities/product.entity';
export { VoucherCode } from './entities/voucher-code.entity';
export { VoucherStock } from './entities/voucher-stock.entity';
export { InventoryService, type NewProduct } from './inventory.service';
export { type OrderSummary, OrdersService } from './orders.service';
export { PurchaseService } from './purchase.service';
export { ShopPopularityService } from './shop-popularity.service';
export { orderConfirmationMail } from './shop.mails';
export { ShopModule } from './shop.module';
