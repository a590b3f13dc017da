import { Module } from '@nestjs/common';
import { EventsModule } from '../../events/events.module';
import { UsersModule } from '../users';
import { DailyBonusService } from './daily-bonus.service';
import { WalletService } from './wallet.service';

@Module({
  imports: [EventsModule, UsersModule],
  providers: [WalletService, DailyBonusService],
  exports: [WalletService, DailyBonusService],
})
export class WalletModule {}
