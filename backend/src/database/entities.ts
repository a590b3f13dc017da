import { OutboxEvent } from '../events/entities/outbox-event.entity';
import { ProcessedEvent } from '../events/entities/processed-event.entity';
import { NewsletterSubscription } from '../modules/newsletter/entities/newsletter-subscription.entity';
import { PlayerFirsts } from '../modules/activity/entities/player-firsts.entity';
import { PageView } from '../modules/analytics/entities/page-view.entity';
import { AuthCode } from '../modules/auth/entities/auth-code.entity';
import { RefreshToken } from '../modules/auth/entities/refresh-token.entity';
import { Session } from '../modules/auth/entities/session.entity';
import { Order } from '../modules/shop/entities/order.entity';
import { Product } from '../modules/shop/entities/product.entity';
import { ProductDenomination } from '../modules/shop/entities/product-denomination.entity';
import { VoucherCode } from '../modules/shop/entities/voucher-code.entity';
import { VoucherStock } from '../modules/shop/entities/voucher-stock.entity';
import { MysteryReward } from '../modules/referrals/entities/mystery-reward.entity';
import { ReferralLeaderboardPayout } from '../modules/referrals/entities/leaderboard-payout.entity';
import { ReferralMilestone } from '../modules/referrals/entities/referral-milestone.entity';
import { Referral } from '../modules/referrals/entities/referral.entity';
import { User } from '../modules/users/entities/user.entity';
import { WalletEntry } from '../modules/wallet/entities/wallet-entry.entity';
import { WalletTransfer } from '../modules/wallet/entities/wallet-transfer.entity';
import { Tournament } from '../modules/tournaments/entities/tournament.entity';
import { TournamentEntry } from '../modules/tournaments/entities/tournament-entry.entity';
import { TournamentScheduleRow } from '../modules/tournaments/entities/tournament-schedule.entity';
import { Match } from '../modules/arena/entities/match.entity';

/** Every entity, listed once for the app, the CLI and the tests. */
export const ENTITIES = [
  OutboxEvent,
  ProcessedEvent,
  NewsletterSubscription,
  PageView,
  AuthCode,
  Session,
  RefreshToken,
  Product,
  ProductDenomination,
  VoucherCode,
  VoucherStock,
  Order,
  Tournament,
  TournamentEntry,
  TournamentScheduleRow,
  Match,
  User,
  PlayerFirsts,
  Referral,
  ReferralMilestone,
  MysteryReward,
  ReferralLeaderboardPayout,
  WalletTransfer,
  WalletEntry,
];
