import { Injectable } from '@nestjs/common';
import { InboxService } from '../../../backend/src/events/inbox.service';
import { JobData } from '../../../backend/src/events/queues';
import { subscriberJobName } from '../../../backend/src/events/subscriptions';
import { MailLinks, MailService } from '../../../backend/src/modules/mail';
import { NotificationsService } from '../../../backend/src/modules/notifications';
import {
  prizePaidMail,
  TOURNAMENTS_SUBSCRIPTIONS,
  TournamentsService,
} from '../../../backend/src/modules/tournaments';
import { UsersService } from '../../../backend/src/modules/users';
import { SubscriberHandler } from './job-handler';

/**
 * Tells the winner about their prize, unless they turned prize mails off (the notification
 * centre tells them anyway); the coins moved with the event itself. The inbox row makes a
 * re-delivered job mail nothing twice, and a failing send retries only this job.
 */
@Injectable()
export class PrizeMailHandler implements SubscriberHandler<'prize.paid'> {
  readonly name = subscriberJobName(TOURNAMENTS_SUBSCRIPTIONS.prizeMail);

  constructor(
    private readonly inbox: InboxService,
    private readonly users: UsersService,
    private readonly tournaments: TournamentsService,
    private readonly notifications: NotificationsService,
    private readonly mail: MailService,
    private readonly links: MailLinks,
  ) {}

  async handle({ idempotencyKey, payload }: JobData<'prize.paid'>): Promise<void> {
    await this.inbox.runOnce(idempotencyKey, this.name, async (manager) => {
      const user = await this.users.findIn(manager, payload.userId);
      const tournament = await this.tournaments.titleIn(manager, payload.tournamentId);
      // A deleted account has nobody to mail; a deleted tournament nothing to tell about.
      if (!user || !tournament) return;
      if (!(await this.notifications.wantsMailIn(manager, user.id, 'prize'))) return;
      const token = await this.notifications.unsubscribeToken(user.id, 'prize');
      await this.mail.send({
        to: user.email,
        ...prizePaidMail(
          user.name,
          { tournamentTitle: tournament.title, rank: payload.rank, amount: payload.amount },
          this.links.winnings(),
          this.links.unsubscribe(token),
        ),
      });
    });
  }
}
