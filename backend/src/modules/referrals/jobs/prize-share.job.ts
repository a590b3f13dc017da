import { Injectable } from '@nestjs/common';
import { InboxService } from '../../../events/inbox.service';
import { JobHandler, jobNameOf, OnEvent } from '../../../events/on-job';
import { JobData, QUEUES } from '../../../events/queues';
import { TournamentsService } from '../../tournaments';
import { ReferralBonusesService } from '../referral-bonuses.service';

/**
 * The referrer's 10% of a friend's prize. The share's transfer key names the tournament and the
 * pair, and the inbox row this job's key: a re-delivered or retried job pays nothing twice.
 */
@Injectable()
@OnEvent('prize.paid', { subscriber: 'referral-share', queue: QUEUES.rewards })
export class PrizeShareJob implements JobHandler<'prize.paid'> {
  constructor(
    private readonly inbox: InboxService,
    private readonly referrals: ReferralBonusesService,
    private readonly tournaments: TournamentsService,
  ) {}

  async handle({ idempotencyKey, payload }: JobData<'prize.paid'>): Promise<void> {
    await this.inbox.runOnce(idempotencyKey, jobNameOf(this), async (manager) => {
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
