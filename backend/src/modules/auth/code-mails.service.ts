import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { InboxService } from '../../events/inbox.service';
import { MailContent, MailService } from '../mail';
import { User, UsersService } from '../users';
import { AuthCodesService, CodePurpose } from './auth-codes.service';

/**
 * A mailed code's one path, for the verify and reset mails. Codes are made here, in the worker,
 * and leave it only inside the mail: the outbox and the queue carry the user id alone. The code
 * commits in a transaction of its own before the mail leaves, so a link used the instant it
 * arrives works; then the send and the inbox row succeed together or the job is retried, mailing
 * the same code (it is the job's, and issuing it again keeps the stored one).
 */
@Injectable()
export class CodeMails {
  constructor(
    private readonly dataSource: DataSource,
    private readonly inbox: InboxService,
    private readonly codes: AuthCodesService,
    private readonly users: UsersService,
    private readonly mail: MailService,
  ) {}

  async send(
    job: { idempotencyKey: string; name: string },
    userId: string,
    purpose: CodePurpose,
    mail: (user: User, code: string) => MailContent,
    /** Whether the account still wants this mail (a verified address needs no verify mail). */
    wanted: (user: User) => boolean = () => true,
  ): Promise<void> {
    const issued = await this.dataSource.transaction(async (manager) => {
      const user = await this.users.findIn(manager, userId);
      if (!user || !wanted(user)) return null;
      return { user, code: await this.codes.issue(manager, user.id, purpose, job.idempotencyKey) };
    });
    if (!issued) return;
    const { user, code } = issued;
    await this.inbox.runOnce(job.idempotencyKey, job.name, () =>
      this.mail.send({ to: user.email, ...mail(user, code) }),
    );
  }
}
