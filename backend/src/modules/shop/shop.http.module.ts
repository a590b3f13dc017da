import { Module } from '@nestjs/common';
import { CatalogController } from './catalog.controller';
import { ShopModule } from './shop.module';

@Module({ imports: [ShopModule], controllers: [CatalogController] })
export class ShopHttpModule {}
