import { Injectable } from '@nestjs/common';
import { JobHandler, jobNameOf, OnJob } from '../../../events/on-job';
import { JobData } from '../../../events/queues';
import { MailLinks } from '../../mail';
import { verifyEmailMail } from '../auth.mails';
import { CodeMails } from '../code-mails.service';

/** The verification link, to an address not verified yet (CodeMails: how the code is kept). */
@Injectable()
@OnJob('mail.verify_email')
export class VerifyEmailMailJob implements JobHandler<'mail.verify_email'> {
  constructor(
    private readonly codeMails: CodeMails,
    private readonly links: MailLinks,
  ) {}

  async handle({ idempotencyKey, payload }: JobData<'mail.verify_email'>): Promise<void> {
    await this.codeMails.send(
      { idempotencyKey, name: jobNameOf(this) },
      payload.userId,
      'verify_email',
      (user, code) => verifyEmailMail(user.name, this.links.verifyEmail(code)),
      (user) => !user.emailVerifiedAt,
    );
  }
}
