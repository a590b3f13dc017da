import { OutboxEvent } from '../events/entities/outbox-event.entity';
import { ProcessedEvent } from '../events/entities/processed-event.entity';
import { NewsletterSubscription } from '../modules/newsletter';
import { PlayerFirsts } from '../modules/activity';
import { PageView } from '../modules/analytics';
import { AuthCode, RefreshToken, Session } from '../modules/auth';
import { Order, Product, ProductDenomination, VoucherCode, VoucherStock } from '../modules/shop';
import {
  MysteryReward,
  Referral,
  ReferralLeaderboardPayout,
  ReferralMilestone,
} from '../modules/referrals';
import { User } from '../modules/users';
import { WalletEntry, WalletTransfer } from '../modules/wallet';
import {
  Tournament,
  TournamentEntry,
  TournamentScheduleCancellation,
  TournamentScheduleRow,
} from '../modules/tournaments';
import { Match } from '../modules/arena';
import { Notification, NotificationPreferences } from '../modules/notifications';

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
  TournamentScheduleCancellation,
  Match,
  User,
  PlayerFirsts,
  Referral,
  ReferralMilestone,
  MysteryReward,
  ReferralLeaderboardPayout,
  WalletTransfer,
  WalletEntry,
  Notification,
  NotificationPreferences,
];
