import { Module } from '@nestjs/common';
import { ShopModule } from '../shop/shop.module';
import { TournamentsModule } from '../tournaments/tournaments.module';
import { OpsService } from './ops.service';

/** What operators do through /api/ops: tournaments in and results in, vouchers and their codes. */
@Module({
  imports: [TournamentsModule, ShopModule],
  providers: [OpsService],
  exports: [OpsService],
})
export class OpsModule {}
