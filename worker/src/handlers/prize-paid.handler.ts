import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../../backend/src/config/env';
import type { AppConfig } from '../../../backend/src/config/env';
import { InboxService } from '../../../backend/src/events/inbox.service';
import { JobData } from '../../../backend/src/events/queues';
import { MailService } from '../../../backend/src/modules/mail/mail.service';
import { ReferralBonusesService } from '../../../backend/src/modules/referrals/referral-bonuses.service';
import { Tournament } from '../../../backend/src/modules/tournaments/entities/tournament.entity';
import { prizePaidMail } from '../../../backend/src/modules/tournaments/tournaments.mails';
import { User } from '../../../backend/src/modules/users/entities/user.entity';
import { JobHandler } from './job-handler';

/**
 * What follows a prize, in one inbox transaction (the worker allows one handler per job): the
 * referrer's 10% share, then the winner's mail. The prize moved with the event itself. The
 * share's transfer key names the tournament and the pair, so a retry (say, after a mail failure
 * rolled the transaction back) pays nothing twice; the inbox row makes a re-delivered event
 * neither pay nor mail again.
 */
@Injectable()
export class PrizePaidHandler implements JobHandler<'prize.paid'> {
  readonly name = 'prize.paid' as const;

  constructor(
    private readonly inbox: InboxService,
    private readonly mail: MailService,
    private readonly referrals: ReferralBonusesService,
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
      if (!tournament) return; // deleted: nothing left to tell about or share from
      await this.referrals.payPrizeShare(manager, {
        tournamentId: tournament.id,
        tournamentTitle: tournament.title,
        refereeId: payload.userId,
        amount: payload.amount,
      });
      if (!user) return; // a deleted account has nobody to mail
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
