import { Module } from '@nestjs/common';
import { CatalogController } from './catalog.controller';
import { ShopController } from './shop.controller';
import { ShopModule } from './shop.module';

/** The shop's calls (catalog, purchase, My Orders); API only. Operators' calls live in ops. */
@Module({ imports: [ShopModule], controllers: [CatalogController, ShopController] })
export class ShopHttpModule {}
