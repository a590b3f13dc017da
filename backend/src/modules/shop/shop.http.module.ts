import { Module } from '@nestjs/common';
import { ShopController } from './shop.controller';
import { ShopModule } from './shop.module';

@Module({ imports: [ShopModule], controllers: [ShopController] })
export class ShopHttpModule {}
