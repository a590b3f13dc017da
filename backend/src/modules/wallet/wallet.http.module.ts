import { Module } from '@nestjs/common';
import { MetricsHttpModule } from '../metrics/metrics.http.module';
import { UsersModule } from '../users';
import { CoinsMintedMetrics } from './coins-minted.metrics';
import { DailyBonusController } from './daily-bonus.controller';
import { WalletOpsController } from './wallet-ops.controller';
import { WalletController } from './wallet.controller';
import { WalletModule } from './wallet.module';

/** The player's wallet calls, the operators' coins-minted report and its gauges: API only. */
@Module({
  imports: [WalletModule, UsersModule, MetricsHttpModule],
  controllers: [WalletController, DailyBonusController, WalletOpsController],
  providers: [CoinsMintedMetrics],
})
export class WalletHttpModule {}
