import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { InboxService } from '../../../events/inbox.service';
import { JobHandler, jobNameOf, OnJob } from '../../../events/on-job';
import { JobData } from '../../../events/queues';
import { MailLinks, MailService } from '../../mail';
import { UsersService } from '../../users';
import { AuthCodesService } from '../auth-codes.service';
import { resetPasswordMail } from '../auth.mails';

/** The reset code, made and committed here before the mail leaves (see VerifyEmailMailJob). */
@Injectable()
@OnJob('mail.reset_password')
export class ResetPasswordMailJob implements JobHandler<'mail.reset_password'> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly inbox: InboxService,
    private readonly codes: AuthCodesService,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly links: MailLinks,
  ) {}

  async handle({ idempotencyKey, payload }: JobData<'mail.reset_password'>): Promise<void> {
    const issued = await this.dataSource.transaction(async (manager) => {
      const user = await this.users.findIn(manager, payload.userId);
      if (!user) return null;
      return {
        user,
        code: await this.codes.issue(manager, user.id, 'reset_password', idempotencyKey),
      };
    });
    if (!issued) return;
    const { user, code } = issued;
    const link = this.links.resetPassword(code);
    await this.inbox.runOnce(idempotencyKey, jobNameOf(this), () =>
      this.mail.send({ to: user.email, ...resetPasswordMail(user.name, link) }),
    );
  }
}
