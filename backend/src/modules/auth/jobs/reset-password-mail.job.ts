import { Injectable } from '@nestjs/common';
import { JobHandler, jobNameOf, OnJob } from '../../../events/on-job';
import { JobData } from '../../../events/queues';
import { MailLinks } from '../../mail';
import { resetPasswordMail } from '../auth.mails';
import { CodeMails } from '../code-mails.service';

/** The reset link (CodeMails: how the code is kept). */
@Injectable()
@OnJob('mail.reset_password')
export class ResetPasswordMailJob implements JobHandler<'mail.reset_password'> {
  constructor(
    private readonly codeMails: CodeMails,
    private readonly links: MailLinks,
  ) {}

  async handle({ idempotencyKey, payload }: JobData<'mail.reset_password'>): Promise<void> {
    await this.codeMails.send(
      { idempotencyKey, name: jobNameOf(this) },
      payload.userId,
      'reset_password',
      (user, code) => resetPasswordMail(user.name, this.links.resetPassword(code)),
    );
  }
}
