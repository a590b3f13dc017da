import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

@Injectable()
export class NewsletterService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Records the address (once, whatever its case). A second subscribe is answered the same way,
   * so the form never reveals who is already on the list.
   */
  async subscribe(email: string, name: string | undefined): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO newsletter_subscriptions (email, name) VALUES ($1, $2)
       ON CONFLICT (email) DO UPDATE SET unsubscribed_at = NULL,
         name = COALESCE(EXCLUDED.name, newsletter_subscriptions.name)`,
      [email.trim().toLowerCase(), name?.trim() || null],
    );
  }
}
