import { Module } from '@nestjs/common';
import { ShopModule } from '../shop/shop.module';
import { TournamentsModule } from '../tournaments/tournaments.module';
import { OpsController } from './ops.controller';
import { OpsModule } from './ops.module';

@Module({ imports: [OpsModule, TournamentsModule, ShopModule], controllers: [OpsController] })
export class OpsHttpModule {}
