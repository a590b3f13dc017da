import { Injectable } from '@nestjs/common';
import { InboxService } from '../../../backend/src/events/inbox.service';
import { JobData } from '../../../backend/src/events/queues';
import { subscriberJobName } from '../../../backend/src/events/subscriptions';
import {
  ReferralBonusesService,
  REFERRALS_SUBSCRIPTIONS,
} from '../../../backend/src/modules/referrals';
import { TournamentsService } from '../../../backend/src/modules/tournaments';
import { SubscriberHandler } from './job-handler';

/**
 * The referrer's 10% of a friend's prize. The share's transfer key names the tournament and the
 * pair, and the inbox row this job's key: a re-delivered or retried job pays nothing twice.
 */
@Injectable()
export class PrizeShareHandler implements SubscriberHandler<'prize.paid'> {
  readonly name = subscriberJobName(REFERRALS_SUBSCRIPTIONS.prizeShare);

  constructor(
    private readonly inbox: InboxService,
    private readonly referrals: ReferralBonusesService,
    private readonly tournaments: TournamentsService,
  ) {}

  async handle({ idempotencyKey, payload }: JobData<'prize.paid'>): Promise<void> {
    await this.inbox.runOnce(idempotencyKey, this.name, async (manager) => {
      const tournament = await this.tournaments.titleIn(manager, payload.tournamentId);
      if (!tournament) return; // deleted: nothing left to share from
      await this.referrals.payPrizeShare(manager, {
        tournamentId: tournament.id,
        tournamentTitle: tournament.title,
        refereeId: payload.userId,
        amount: payload.amount,
      });
    });
  }
}
