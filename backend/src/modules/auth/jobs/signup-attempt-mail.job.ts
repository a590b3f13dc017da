import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { InboxService } from '../../../events/inbox.service';
import { JobHandler, jobNameOf, OnJob } from '../../../events/on-job';
import { JobData } from '../../../events/queues';
import { MailLinks, MailService } from '../../mail';
import { UsersService } from '../../users';
import { signupAttemptMail } from '../auth.mails';

/** Tells an account's owner that someone signed up with its address (no code: nothing to do). */
@Injectable()
@OnJob('mail.signup_attempt')
export class SignupAttemptMailJob implements JobHandler<'mail.signup_attempt'> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly inbox: InboxService,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly links: MailLinks,
  ) {}

  async handle({ idempotencyKey, payload }: JobData<'mail.signup_attempt'>): Promise<void> {
    const user = await this.users.findIn(this.dataSource.manager, payload.userId);
    if (!user) return;
    await this.inbox.runOnce(idempotencyKey, jobNameOf(this), () =>
      this.mail.send({ to: user.email, ...signupAttemptMail(user.name, this.links.login()) }),
    );
  }
}
