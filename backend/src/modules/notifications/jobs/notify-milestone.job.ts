import { Injectable } from '@nestjs/common';
import { JobHandler, OnEvent } from '../../../events/on-job';
import { JobData, QUEUES } from '../../../events/queues';
import { milestoneClaimableNotice } from '../notices';
import { NotificationsService } from '../notifications.service';

/** Tells the referrer a milestone waits to be claimed. */
@Injectable()
@OnEvent('referral.milestone_reached', { subscriber: 'notify-milestone', queue: QUEUES.rewards })
export class NotifyMilestoneJob implements JobHandler<'referral.milestone_reached'> {
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
