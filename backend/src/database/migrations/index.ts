import { CreateOutbox1763776800000 } from './1763776800000-create-outbox';
import { CreatePageViews1763776860000 } from './1763776860000-create-page-views';
import { CreateTournaments1763776920000 } from './1763776920000-create-tournaments';
import { CreateProducts1763776980000 } from './1763776980000-create-products';
import { CreateNewsletterSubscriptions1763777040000 } from './1763777040000-create-newsletter-subscriptions';
import { CreateUsersAndSessions1763777100000 } from './1763777100000-create-users-and-sessions';
import { CreateWalletLedger1763777160000 } from './1763777160000-create-wallet-ledger';
import { CreateTournamentEntries1763777220000 } from './1763777220000-create-tournament-entries';
import { AddStandingVersion1763777280000 } from './1763777280000-add-standing-version';
import { IndexStandingsForPaging1763777340000 } from './1763777340000-index-standings-for-paging';
import { CreateVoucherInventory1763777400000 } from './1763777400000-create-voucher-inventory';
import { SearchProductsWithoutPendingList1763777460000 } from './1763777460000-search-products-without-pending-list';
import { SellCodesFromAStockQueue1763777520000 } from './1763777520000-sell-codes-from-a-stock-queue';
import { CreatePlayerFirsts1763777580000 } from './1763777580000-create-player-firsts';
import { FreezeDenominationPrices1763777640000 } from './1763777640000-freeze-denomination-prices';
import { CreateReferrals1763778000000 } from './1763778000000-create-referrals';
import { WidenLedgerReasons1763778060000 } from './1763778060000-widen-ledger-reasons';
import { CreateGameSessions1763779000000 } from './1763779000000-create-game-sessions';
import { CreateMatches1763780000000 } from './1763780000000-create-matches';
import { CreateTournamentSchedules1763781000000 } from './1763781000000-create-tournament-schedules';
import { RememberNewsletterConfirmationMails1763782000000 } from './1763782000000-remember-newsletter-confirmation-mails';
import { CreateNotifications1763785000000 } from './1763785000000-create-notifications';
import { VerifyGameRuns1763786000000 } from './1763786000000-verify-game-runs';
import { MrRacerTournaments1763787000000 } from './1763787000000-mr-racer-tournaments';
import { BanPlayers1763788000000 } from './1763788000000-ban-players';
import { CancelScheduledTournaments1763789000000 } from './1763789000000-cancel-scheduled-tournaments';
import { PrizesOnlyForPlay1763789500000 } from './1763789500000-prizes-only-for-play';
import { IndexTransfersByTime1763790000000 } from './1763790000000-index-transfers-by-time';
import { RefreshTokenReuseWindow1763790500000 } from './1763790500000-refresh-token-reuse-window';
import { RenameMailQueue1763791000000 } from './1763791000000-rename-mail-queue';
import { IndexMatchesByPlayer1763791500000 } from './1763791500000-index-matches-by-player';

/** In order; add each new migration here (explicit so ts-jest and the build load the same list). */
export const MIGRATIONS = [
  CreateOutbox1763776800000,
  CreatePageViews1763776860000,
  CreateTournaments1763776920000,
  CreateProducts1763776980000,
  CreateNewsletterSubscriptions1763777040000,
  CreateUsersAndSessions1763777100000,
  CreateWalletLedger1763777160000,
  CreateTournamentEntries1763777220000,
  AddStandingVersion1763777280000,
  IndexStandingsForPaging1763777340000,
  CreateVoucherInventory1763777400000,
  SearchProductsWithoutPendingList1763777460000,
  SellCodesFromAStockQueue1763777520000,
  CreatePlayerFirsts1763777580000,
  FreezeDenominationPrices1763777640000,
  CreateReferrals1763778000000,
  WidenLedgerReasons1763778060000,
  CreateGameSessions1763779000000,
  CreateMatches1763780000000,
  CreateTournamentSchedules1763781000000,
  RememberNewsletterConfirmationMails1763782000000,
  CreateNotifications1763785000000,
  VerifyGameRuns1763786000000,
  MrRacerTournaments1763787000000,
  BanPlayers1763788000000,
  CancelScheduledTournaments1763789000000,
  PrizesOnlyForPlay1763789500000,
  IndexTransfersByTime1763790000000,
  RefreshTokenReuseWindow1763790500000,
  RenameMailQueue1763791000000,
  IndexMatchesByPlayer1763791500000,
];
