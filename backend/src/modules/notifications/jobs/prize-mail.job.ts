import { Injectable } from '@nestjs/common';
import { InboxService } from '../../../events/inbox.service';
import { JobHandler, jobNameOf, OnEvent } from '../../../events/on-job';
import { JobData, QUEUES } from '../../../events/queues';
import { MailLinks, MailService } from '../../mail';
import { prizePaidMail, TournamentsService } from '../../tournaments';
import { UsersService } from '../../users';
import { NotificationsService } from '../notifications.service';

/**
 * Tells the winner about their prize, unless they turned prize mails off (the notification
 * centre tells them anyway); the coins moved with the event itself. The inbox row makes a
 * re-delivered job mail nothing twice, and a failing send retries only this job. Here beside the
 * mail preferences it obeys: tournaments, which writes the mail, cannot read notifications.
 */
@Injectable()
@OnEvent('prize.paid', { subscriber: 'prize-mail', queue: QUEUES.mail })
export class PrizeMailJob implements JobHandler<'prize.paid'> {
  constructor(
    private readonly inbox: InboxService,
    private readonly users: UsersService,
    private readonly tournaments: TournamentsService,
    private readonly notifications: NotificationsService,
    private readonly mail: MailService,
    private readonly links: MailLinks,
  ) {}

  async handle({ idempotencyKey, payload }: JobData<'prize.paid'>): Promise<void> {
    await this.inbox.runOnce(idempotencyKey, jobNameOf(this), async (manager) => {
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
