import { Module } from '@nestjs/common';
import { UsersModule } from '../users';
import { DailyBonusController } from './daily-bonus.controller';
import { WalletController } from './wallet.controller';
import { WalletModule } from './wallet.module';

@Module({
  imports: [WalletModule, UsersModule],
  controllers: [WalletController, DailyBonusController],
})
export class WalletHttpModule {}
