import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { queryRows } from '../../common/postgres/query-rows';

/** newsletter_subscriptions: one row per address (lower-cased), pending until confirmed. */
@Injectable()
export class NewsletterSubscriptionsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Records the address once, whatever its case, and stamps a new confirmation mail unless the
   * address is confirmed already or was mailed within `resendMinutes` (the row's lock decides
   * between two at once). Answers whether it is confirmed and whether to mail now.
   */
  async upsert(
    manager: EntityManager,
    address: string,
    name: string | null,
    resendMinutes: number,
  ): Promise<{ confirmed: boolean; mail: boolean } | undefined> {
    const rows = queryRows<{ confirmed: boolean; mail: boolean }>(
      await manager.query(
        `INSERT INTO newsletter_subscriptions AS s (email, name, confirmation_sent_at)
           VALUES ($1, $2, now())
           ON CONFLICT (email) DO UPDATE SET
             name = COALESCE(EXCLUDED.name, s.name),
             confirmation_sent_at = CASE
               WHEN s.confirmed_at IS NOT NULL AND s.unsubscribed_at IS NULL
                 THEN s.confirmation_sent_at
               WHEN s.confirmation_sent_at > now() - $3 * interval '1 minute'
                 THEN s.confirmation_sent_at
               ELSE now() END
           RETURNING (confirmed_at IS NOT NULL AND unsubscribed_at IS NULL) AS confirmed,
                     confirmation_sent_at = now() AS mail`,
        [address, name, resendMinutes],
      ),
    );
    return rows[0];
  }

  /** Makes the subscription active; false when the address never subscribed. */
  async confirm(address: string): Promise<boolean> {
    const rows = queryRows<unknown>(
      await this.dataSource.query(
        `UPDATE newsletter_subscriptions
            SET confirmed_at = COALESCE(confirmed_at, now()), unsubscribed_at = NULL
          WHERE email = $1 RETURNING email`,
        [address],
      ),
    );
    return rows.length > 0;
  }

  async unsubscribe(address: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE newsletter_subscriptions SET unsubscribed_at = COALESCE(unsubscribed_at, now())
        WHERE email = $1`,
      [address],
    );
  }
}
