import { Injectable } from '@nestjs/common';
import { InboxService } from '../../../events/inbox.service';
import { JobHandler, jobNameOf, OnEvent } from '../../../events/on-job';
import { JobData, QUEUES } from '../../../events/queues';
import { MailLinks, MailService } from '../../mail';
import { milestoneClaimableMail } from '../../referrals';
import { UsersService } from '../../users';
import { NotificationsService } from '../notifications.service';

/**
 * Mails a referrer a milestone to claim, unless they turned milestone mails off; once. Here
 * beside the preferences it obeys, like the other mails a player may turn off.
 */
@Injectable()
@OnEvent('referral.milestone_reached', { subscriber: 'milestone-mail', queue: QUEUES.mail })
export class MilestoneMailJob implements JobHandler<'referral.milestone_reached'> {
  constructor(
    private readonly inbox: InboxService,
    private readonly users: UsersService,
    private readonly notifications: NotificationsService,
    private readonly mail: MailService,
    private readonly links: MailLinks,
  ) {}

  async handle({ idempotencyKey, payload }: JobData<'referral.milestone_reached'>): Promise<void> {
    await this.inbox.runOnce(idempotencyKey, jobNameOf(this), async (manager) => {
      const user = await this.users.findIn(manager, payload.referrerId);
      if (!user) return;
      if (!(await this.notifications.wantsMailIn(manager, user.id, 'milestone'))) return;
      const token = await this.notifications.unsubscribeToken(user.id, 'milestone');
      await this.mail.send({
        to: user.email,
        ...milestoneClaimableMail(
          user.name,
          { milestone: payload.milestone, referrals: payload.referrals },
          this.links.referEarn(),
          this.links.unsubscribe(token),
        ),
      });
    });
  }
}
