import { Module } from '@nestjs/common';
import { UsersModule } from '../users';
import { DailyBonusService } from './daily-bonus.service';
import { WalletService } from './wallet.service';

@Module({
  imports: [UsersModule],
  providers: [WalletService, DailyBonusService],
  exports: [WalletService, DailyBonusService],
})
export class WalletModule {}
