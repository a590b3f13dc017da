import { Injectable } from '@nestjs/common';
import { JobData } from '../../../backend/src/events/queues';
import { subscriberJobName } from '../../../backend/src/events/subscriptions';
import {
  milestoneClaimableNotice,
  NOTIFICATIONS_SUBSCRIPTIONS,
  NotificationsService,
  orderPlacedNotice,
  OVERTAKEN_QUIET_MS,
  overtakenKeyPrefix,
  overtakenNotice,
  prizePaidNotice,
  referralPaidNotice,
} from '../../../backend/src/modules/notifications';
import { OrdersService } from '../../../backend/src/modules/shop';
import { TournamentsService } from '../../../backend/src/modules/tournaments';
import { UsersService } from '../../../backend/src/modules/users';
import { SubscriberHandler } from './job-handler';

// The notification centre's subscribers. Each adds one notice whose key names the cause, in a
// transaction of its own (ON CONFLICT (key) DO NOTHING): a duplicated event, a retry or a worker
// killed half-way adds it once, so no inbox row is needed. The player's bell is told after the
// commit (NotificationsService.add).

@Injectable()
export class NotifyPrizeHandler implements SubscriberHandler<'prize.paid'> {
  readonly name = subscriberJobName(NOTIFICATIONS_SUBSCRIPTIONS.prizePaid);

  constructor(
    private readonly notifications: NotificationsService,
    private readonly tournaments: TournamentsService,
  ) {}

  async handle({ payload }: JobData<'prize.paid'>): Promise<void> {
    const tournament = await this.tournaments.findById(payload.tournamentId);
    // A deleted tournament has nothing left to show.
    if (!tournament) return;
    await this.notifications.add(
      prizePaidNotice({
        userId: payload.userId,
        tournamentId: payload.tournamentId,
        tournamentTitle: tournament.title,
        rank: payload.rank,
        amount: payload.amount,
      }),
    );
  }
}

@Injectable()
export class NotifyOrderHandler implements SubscriberHandler<'order.placed'> {
  readonly name = subscriberJobName(NOTIFICATIONS_SUBSCRIPTIONS.orderPlaced);

  constructor(
    private readonly notifications: NotificationsService,
    private readonly orders: OrdersService,
  ) {}

  async handle({ payload }: JobData<'order.placed'>): Promise<void> {
    const order = await this.orders.summary(payload.orderId);
    if (!order) return;
    await this.notifications.add(orderPlacedNotice(order));
  }
}

@Injectable()
export class NotifyReferralHandler implements SubscriberHandler<'referral.bonus_paid'> {
  readonly name = subscriberJobName(NOTIFICATIONS_SUBSCRIPTIONS.referralPaid);

  constructor(
    private readonly notifications: NotificationsService,
    private readonly users: UsersService,
  ) {}

  async handle({ payload }: JobData<'referral.bonus_paid'>): Promise<void> {
    const names = await this.users.namesOf([payload.refereeId]);
    await this.notifications.add(
      referralPaidNotice({ ...payload, refereeName: names.get(payload.refereeId) ?? 'A friend' }),
    );
  }
}

@Injectable()
export class NotifyMilestoneHandler implements SubscriberHandler<'referral.milestone_reached'> {
  readonly name = subscriberJobName(NOTIFICATIONS_SUBSCRIPTIONS.milestoneReached);

  constructor(private readonly notifications: NotificationsService) {}

  async handle({ payload }: JobData<'referral.milestone_reached'>): Promise<void> {
    await this.notifications.add(
      milestoneClaimableNotice({
        userId: payload.referrerId,
        milestone: payload.milestone,
        referrals: payload.referrals,
      }),
    );
  }
}

@Injectable()
export class NotifyOvertakenHandler implements SubscriberHandler<'standing.overtook'> {
  readonly name = subscriberJobName(NOTIFICATIONS_SUBSCRIPTIONS.overtaken);

  constructor(
    private readonly notifications: NotificationsService,
    private readonly tournaments: TournamentsService,
    private readonly users: UsersService,
  ) {}

  async handle({ payload }: JobData<'standing.overtook'>): Promise<void> {
    const tournament = await this.tournaments.findById(payload.tournamentId);
    // Told late (the worker was away) about a tournament that is over: no use any more.
    if (!tournament || tournament.endsAt.getTime() <= Date.now()) return;
    const names = await this.users.namesOf([payload.userId]);
    const byName = names.get(payload.userId) || 'Another player';
    await this.notifications.addUnlessRecent(
      payload.passedIds.map((userId) =>
        overtakenNotice({
          userId,
          tournamentId: tournament.id,
          gameId: tournament.gameId,
          title: tournament.title,
          byName,
          at: payload.at,
        }),
      ),
      (notice) => overtakenKeyPrefix(tournament.id, notice.userId),
      OVERTAKEN_QUIET_MS,
    );
  }
}

@Injectable()
export class ReadDailyBonusHandler implements SubscriberHandler<'daily_bonus.claimed'> {
  readonly name = subscriberJobName(NOTIFICATIONS_SUBSCRIPTIONS.bonusClaimed);

  constructor(private readonly notifications: NotificationsService) {}

  async handle({ payload }: JobData<'daily_bonus.claimed'>): Promise<void> {
    await this.notifications.markDailyBonusRead(payload.userId, payload.day);
  }
}
