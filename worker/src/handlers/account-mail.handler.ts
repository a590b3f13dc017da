import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { InboxService } from '../../../backend/src/events/inbox.service';
import { JobData } from '../../../backend/src/events/queues';
import {
  AuthCodesService,
  resetPasswordMail,
  signupAttemptMail,
  verifyEmailMail,
} from '../../../backend/src/modules/auth';
import { MailLinks, MailService } from '../../../backend/src/modules/mail';
import { UsersService } from '../../../backend/src/modules/users';
import { JobHandler } from './job-handler';

/**
 * Codes are made here, in the worker, and leave it only inside the mail: the outbox and the
 * queue carry the user id alone. The code commits in a transaction of its own before the mail
 * leaves, so a link used the instant it arrives works; then the send and the inbox row succeed
 * together or the job is retried, mailing the same code (it is the job's, and issuing it again
 * keeps the stored one).
 */
@Injectable()
export class VerifyEmailMailHandler implements JobHandler<'mail.verify_email'> {
  readonly name = 'mail.verify_email' as const;

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
    await this.inbox.runOnce(idempotencyKey, this.name, () =>
      this.mail.send({ to: user.email, ...verifyEmailMail(user.name, link) }),
    );
  }
}

@Injectable()
export class ResetPasswordMailHandler implements JobHandler<'mail.reset_password'> {
  readonly name = 'mail.reset_password' as const;

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
    await this.inbox.runOnce(idempotencyKey, this.name, () =>
      this.mail.send({ to: user.email, ...resetPasswordMail(user.name, link) }),
    );
  }
}

/** Tells an account's owner that someone signed up with its address (no code: nothing to do). */
@Injectable()
export class SignupAttemptMailHandler implements JobHandler<'mail.signup_attempt'> {
  readonly name = 'mail.signup_attempt' as const;

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
    await this.inbox.runOnce(idempotencyKey, this.name, () =>
      this.mail.send({ to: user.email, ...signupAttemptMail(user.name, this.links.login()) }),
    );
  }
}
