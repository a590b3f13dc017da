import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../../config/env';
import type { AppConfig } from '../../config/env';
import { queryRows } from '../../database/query-rows';
import { OutboxService } from '../../events/outbox.service';
import { idempotencyKey } from '../../events/queues';
import { NewsletterAction, verifyNewsletterSignature } from './newsletter-links';
import { newsletterErrors } from './newsletter.errors';

@Injectable()
export class NewsletterService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Records the address (once, whatever its case) and mails a confirmation link (double opt-in).
   * A second subscribe is answered the same way, so the form never reveals who is on the list.
   */
  async subscribe(email: string, name: string | undefined): Promise<void> {
    const address = email.trim().toLowerCase();
    await this.dataSource.transaction(async (manager) => {
      const rows = queryRows<{ confirmed: boolean }>(
        await manager.query(
          `INSERT INTO newsletter_subscriptions (email, name) VALUES ($1, $2)
           ON CONFLICT (email) DO UPDATE SET
             name = COALESCE(EXCLUDED.name, newsletter_subscriptions.name)
           RETURNING (confirmed_at IS NOT NULL AND unsubscribed_at IS NULL) AS confirmed`,
          [address, name?.trim() || null],
        ),
      );
      if (rows[0]?.confirmed) return;
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
    const rows = queryRows<unknown>(
      await this.dataSource.query(
        `UPDATE newsletter_subscriptions
            SET confirmed_at = COALESCE(confirmed_at, now()), unsubscribed_at = NULL
          WHERE email = $1 RETURNING email`,
        [address],
      ),
    );
    if (!rows.length) throw newsletterErrors.notSubscribed();
  }

  /** The unsubscribe link (signed) in every newsletter mail. */
  async unsubscribe(email: string, signature: string): Promise<void> {
    const address = this.checkLink('unsubscribe', email, signature);
    await this.dataSource.query(
      `UPDATE newsletter_subscriptions SET unsubscribed_at = COALESCE(unsubscribed_at, now())
        WHERE email = $1`,
      [address],
    );
  }

  private checkLink(action: NewsletterAction, email: string, signature: string): string {
    const address = email.trim().toLowerCase();
    if (!verifyNewsletterSignature(this.config.jwtSecret, action, address, signature)) {
      throw newsletterErrors.linkInvalid();
    }
    return address;
  }
}
