import { Injectable } from '@nestjs/common';
import { InboxService } from '../../../backend/src/events/inbox.service';
import { JobData } from '../../../backend/src/events/queues';
import { subscriberJobName } from '../../../backend/src/events/subscriptions';
import { MailLinks } from '../../../backend/src/modules/mail/mail-links';
import { MailService } from '../../../backend/src/modules/mail/mail.service';
import { Tournament } from '../../../backend/src/modules/tournaments/entities/tournament.entity';
import { prizePaidMail } from '../../../backend/src/modules/tournaments/tournaments.mails';
import { TOURNAMENTS_SUBSCRIPTIONS } from '../../../backend/src/modules/tournaments/tournaments.subscriptions';
import { User } from '../../../backend/src/modules/users/entities/user.entity';
import { SubscriberHandler } from './job-handler';

/**
 * Tells the winner about their prize; the coins moved with the event itself. The inbox row
 * makes a re-delivered job mail nothing twice, and a failing send retries only this job.
 */
@Injectable()
export class PrizeMailHandler implements SubscriberHandler<'prize.paid'> {
  readonly name = subscriberJobName(TOURNAMENTS_SUBSCRIPTIONS.prizeMail);

  constructor(
    private readonly inbox: InboxService,
    private readonly mail: MailService,
    private readonly links: MailLinks,
  ) {}

  async handle({ idempotencyKey, payload }: JobData<'prize.paid'>): Promise<void> {
    await this.inbox.runOnce(idempotencyKey, this.name, async (manager) => {
      const user = await manager.findOneBy(User, { id: payload.userId });
      const tournament = await manager.findOne(Tournament, {
        select: { id: true, title: true },
        where: { id: payload.tournamentId },
      });
      // A deleted account has nobody to mail; a deleted tournament nothing to tell about.
      if (!user || !tournament) return;
      await this.mail.send({
        to: user.email,
        ...prizePaidMail(
          user.name,
          { tournamentTitle: tournament.title, rank: payload.rank, amount: payload.amount },
          this.links.winnings(),
        ),
      });
    });
  }
}
