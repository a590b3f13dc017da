import { Injectable } from '@nestjs/common';
import { InboxService } from '../../../backend/src/events/inbox.service';
import { JobData } from '../../../backend/src/events/queues';
import { subscriberJobName } from '../../../backend/src/events/subscriptions';
import { MailLinks, MailService } from '../../../backend/src/modules/mail';
import { NotificationsService } from '../../../backend/src/modules/notifications';
import {
  milestoneClaimableMail,
  REFERRALS_SUBSCRIPTIONS,
} from '../../../backend/src/modules/referrals';
import { UsersService } from '../../../backend/src/modules/users';
import { SubscriberHandler } from './job-handler';

/** Mails a referrer a milestone to claim, unless they turned milestone mails off; once. */
@Injectable()
export class MilestoneMailHandler implements SubscriberHandler<'referral.milestone_reached'> {
  readonly name = subscriberJobName(REFERRALS_SUBSCRIPTIONS.milestoneMail);

  constructor(
    private readonly inbox: InboxService,
    private readonly users: UsersService,
    private readonly notifications: NotificationsService,
    private readonly mail: MailService,
    private readonly links: MailLinks,
  ) {}

  async handle({ idempotencyKey, payload }: JobData<'referral.milestone_reached'>): Promise<void> {
    await this.inbox.runOnce(idempotencyKey, this.name, async (manager) => {
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
