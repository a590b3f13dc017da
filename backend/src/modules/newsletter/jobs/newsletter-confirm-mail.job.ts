import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../../config/env';
import type { AppConfig } from '../../../config/env';
import { InboxService } from '../../../events/inbox.service';
import { JobHandler, jobNameOf, OnJob } from '../../../events/on-job';
import { JobData } from '../../../events/queues';
import { MailLinks, MailService } from '../../mail';
import { newsletterQuery } from '../newsletter-links';
import { newsletterConfirmMail } from '../newsletter.mails';

/** Double opt-in: the signed confirmation link, and the unsubscribe link every mail carries. */
@Injectable()
@OnJob('mail.newsletter_confirm')
export class NewsletterConfirmMailJob implements JobHandler<'mail.newsletter_confirm'> {
  constructor(
    private readonly inbox: InboxService,
    private readonly mail: MailService,
    private readonly links: MailLinks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async handle({ idempotencyKey, payload }: JobData<'mail.newsletter_confirm'>): Promise<void> {
    await this.inbox.runOnce(idempotencyKey, jobNameOf(this), async () => {
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
