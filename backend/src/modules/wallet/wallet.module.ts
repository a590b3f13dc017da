import { Module } from '@nestjs/common';
import { EventsModule } from '../../events/events.module';
import { UsersModule } from '../users';
import { CoinsMintedRepository } from './coins-minted.repository';
import { CoinsMintedService } from './coins-minted.service';
import { DailyBonusService } from './daily-bonus.service';
import { WalletRepository } from './wallet.repository';
import { MintCheckJob } from './jobs/mint-check.job';
import { WalletService } from './wallet.service';

@Module({
  imports: [EventsModule, UsersModule],
  providers: [
    WalletRepository,
    WalletService,
    DailyBonusService,
    CoinsMintedRepository,
    CoinsMintedService,
    // Its job: run by the worker, which finds it by its @OnJob.
    MintCheckJob,
  ],
  exports: [WalletService, DailyBonusService, CoinsMintedService],
})
export class WalletModule {}
