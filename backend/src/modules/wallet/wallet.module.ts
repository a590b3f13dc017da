import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { DailyBonusService } from './daily-bonus.service';
import { WalletController } from './wallet.controller';
import { WalletService } from './wallet.service';

@Module({
  imports: [UsersModule],
  controllers: [WalletController],
  providers: [WalletService, DailyBonusService],
  exports: [WalletService],
})
export class WalletModule {}
