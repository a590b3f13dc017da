import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { InboxService } from '../../../events/inbox.service';
import { JobHandler, jobNameOf, OnJob } from '../../../events/on-job';
import { JobData } from '../../../events/queues';
import { MailLinks, MailService } from '../../mail';
import { UsersService } from '../../users';
import { AuthCodesService } from '../auth-codes.service';
import { verifyEmailMail } from '../auth.mails';

/**
 * Codes are made here, in the worker, and leave it only inside the mail: the outbox and the
 * queue carry the user id alone. The code commits in a transaction of its own before the mail
 * leaves, so a link used the instant it arrives works; then the send and the inbox row succeed
 * together or the job is retried, mailing the same code (it is the job's, and issuing it again
 * keeps the stored one). The reset password mail works the same way.
 */
@Injectable()
@OnJob('mail.verify_email')
export class VerifyEmailMailJob implements JobHandler<'mail.verify_email'> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly inbox: InboxService,
    private readonly codes: AuthCodesService,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly links: MailLinks,
  ) {}

  async handle({ idempotencyKey, payload }: JobData<'mail.verify_email'>): Promise<void> {
    const issued = await this.dataSource.transaction(async (manager) => {
      const user = await this.users.findIn(manager, payload.userId);
      if (!user || user.emailVerifiedAt) return null;
      return {
        user,
        code: await this.codes.issue(manager, user.id, 'verify_email', idempotencyKey),
      };
    });
    if (!issued) return;
    const { user, code } = issued;
    const link = this.links.verifyEmail(code);
    await this.inbox.runOnce(idempotencyKey, jobNameOf(this), () =>
      this.mail.send({ to: user.email, ...verifyEmailMail(user.name, link) }),
    );
  }
}
