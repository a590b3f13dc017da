import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../../backend/src/config/env';
import type { AppConfig } from '../../../backend/src/config/env';
import { InboxService } from '../../../backend/src/events/inbox.service';
import { JobData } from '../../../backend/src/events/queues';
import { MailService } from '../../../backend/src/modules/mail/mail.service';
import { Tournament } from '../../../backend/src/modules/tournaments/entities/tournament.entity';
import { prizePaidMail } from '../../../backend/src/modules/tournaments/tournaments.mails';
import { User } from '../../../backend/src/modules/users/entities/user.entity';
import { JobHandler } from './job-handler';

/**
 * Tells a winner their prize arrived. The coins moved with the event itself, so this only mails;
 * the inbox row makes a re-delivered event send nothing.
 */
@Injectable()
export class PrizePaidHandler implements JobHandler<'prize.paid'> {
  readonly name = 'prize.paid' as const;

  constructor(
    private readonly inbox: InboxService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async handle({ idempotencyKey, payload }: JobData<'prize.paid'>): Promise<void> {
    await this.inbox.runOnce(idempotencyKey, this.name, async (manager) => {
      const user = await manager.findOneBy(User, { id: payload.userId });
      // The title only: the prize table (one number per paid rank) costs more to read and parse
      // than the mail itself, and a settlement raises one event per winner.
      const tournament = await manager.findOne(Tournament, {
        select: { id: true, title: true },
        where: { id: payload.tournamentId },
      });
      // A deleted account or tournament has nobody or nothing left to tell about.
      if (!user || !tournament) return;
      await this.mail.send({
        to: user.email,
        ...prizePaidMail(
          user.name,
          { tournamentTitle: tournament.title, rank: payload.rank, amount: payload.amount },
          `${this.config.appUrl}/profile`,
        ),
      });
    });
  }
}
