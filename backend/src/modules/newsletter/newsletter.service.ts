import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../../config/env';
import type { AppConfig } from '../../config/env';
import { OutboxService } from '../../events/outbox.service';
import { idempotencyKey } from '../../events/queues';
import { NewsletterAction, verifyNewsletterSignature } from './newsletter-links';
import { NewsletterSubscriptionsRepository } from './newsletter-subscriptions.repository';
import { newsletterErrors } from './newsletter.errors';

/** SPEC §8's success words, and what is left to do: confirm through the mailed link. */
export const NEWSLETTER_SUBSCRIBED = 'Email Successfully Subscribed. Check your inbox to confirm.';

/** How long a pending address waits before another subscribe mails a new link. */
export const CONFIRMATION_RESEND_MINUTES = 10;

@Injectable()
export class NewsletterService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly subscriptions: NewsletterSubscriptionsRepository,
    private readonly outbox: OutboxService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Records the address (once, whatever its case) and mails a confirmation link (double opt-in).
   * A second subscribe is answered the same way, so the form never reveals who is on the list;
   * within CONFIRMATION_RESEND_MINUTES of the last mail it sends nothing new (the row's lock
   * decides between two at once).
   */
  async subscribe(email: string, name: string | undefined): Promise<void> {
    const address = email.trim().toLowerCase();
    await this.dataSource.transaction(async (manager) => {
      const row = await this.subscriptions.upsert(
        manager,
        address,
        name?.trim() || null,
        CONFIRMATION_RESEND_MINUTES,
      );
      if (row?.confirmed || !row?.mail) return;
      await this.outbox.add(manager, {
        name: 'mail.newsletter_confirm',
        payload: { email: address },
        idempotencyKey: idempotencyKey('mail.newsletter_confirm', address, randomUUID()),
      });
    });
  }

  /** The confirmation link (signed) turns a pending subscription into an active one. */
  async confirm(email: string, signature: string): Promise<void> {
    const address = this.checkLink('subscribe', email, signature);
    if (!(await this.subscriptions.confirm(address))) throw newsletterErrors.notSubscribed();
  }

  /** The unsubscribe link (signed) in every newsletter mail. */
  async unsubscribe(email: string, signature: string): Promise<void> {
    const address = this.checkLink('unsubscribe', email, signature);
    await this.subscriptions.unsubscribe(address);
  }

  private checkLink(action: NewsletterAction, email: string, signature: string): string {
    const address = email.trim().toLowerCase();
    if (!verifyNewsletterSignature(this.config.jwtSecret, action, address, signature)) {
      throw newsletterErrors.linkInvalid();
    }
    return address;
  }
}
