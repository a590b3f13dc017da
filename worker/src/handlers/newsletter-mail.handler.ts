import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../../backend/src/config/env';
import type { AppConfig } from '../../../backend/src/config/env';
import { InboxService } from '../../../backend/src/events/inbox.service';
import { JobData } from '../../../backend/src/events/queues';
import { MailLinks, MailService } from '../../../backend/src/modules/mail';
import { newsletterConfirmMail, newsletterQuery } from '../../../backend/src/modules/newsletter';
import { JobHandler } from './job-handler';

/** Double opt-in: the signed confirmation link, and the unsubscribe link every mail carries. */
@Injectable()
export class NewsletterConfirmMailHandler implements JobHandler<'mail.newsletter_confirm'> {
  readonly name = 'mail.newsletter_confirm' as const;

  constructor(
    private readonly inbox: InboxService,
    private readonly mail: MailService,
    private readonly links: MailLinks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async handle({ idempotencyKey, payload }: JobData<'mail.newsletter_confirm'>): Promise<void> {
    await this.inbox.runOnce(idempotencyKey, this.name, async () => {
      const { jwtSecret } = this.config;
      await this.mail.send({
        to: payload.email,
        ...newsletterConfirmMail(
          this.links.newsletter(newsletterQuery(jwtSecret, 'subscribe', payload.email)),
          this.links.newsletter(newsletterQuery(jwtSecret, 'unsubscribe', payload.email)),
        ),
      });
    });
  }
}
