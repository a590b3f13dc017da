// The wallet module's front door: all that code outside wallet/ may import from it.
export { CoinsMintedService } from './coins-minted.service';
export { DailyBonusService } from './daily-bonus.service';
export { WalletEntry } from './entities/wallet-entry.entity';
export { WalletTransfer } from './entities/wallet-transfer.entity';
export { SYSTEM_ACCOUNTS, userAccount } from './wallet-accounts';
export { WalletModule } from './wallet.module';
export { type CreditLine, type TransferWithResult, WalletService } from './wallet.service';
