import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { queryRows } from '../../common/postgres/query-rows';
import { Notice, NotificationType } from './notification-types';

/** A notification as the centre lists it. */
export interface NotificationRow {
  id: string;
  type: NotificationType;
  title: string;
  body: string;
  link: string | null;
  created_at: Date;
  read_at: Date | null;
}

/** Only notices whose player got none with the same type and key prefix in the last quietMs. */
export interface QuietWindow {
  prefix: (notice: Notice) => string;
  quietMs: number;
}

/** The notifications table's SQL. */
@Injectable()
export class NotificationsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Adds the notices in one statement, once per key (the UNIQUE key decides, whatever the
   * retries); answers the players who got a new one.
   */
  async insert(manager: EntityManager, notices: Notice[], recent?: QuietWindow): Promise<string[]> {
    const quiet = recent
      ? `WHERE NOT EXISTS (
           SELECT 1 FROM notifications n
            WHERE n.user_id = x.user_id AND n.type = x.type AND starts_with(n.key, x.prefix)
              AND n.created_at > now() - make_interval(secs => $2::float8 / 1000))`
      : '';
    const rows = queryRows<{ user_id: string }>(
      await manager.query(
        `INSERT INTO notifications (user_id, type, key, title, body, link)
         SELECT x.user_id, x.type, x.key, x.title, x.body, x.link
           FROM jsonb_to_recordset($1::jsonb)
             AS x(user_id uuid, type text, key text, title text, body text, link text, prefix text)
         ${quiet}
         ON CONFLICT (key) DO NOTHING
         RETURNING user_id`,
        [
          JSON.stringify(
            notices.map((n) => ({
              user_id: n.userId,
              type: n.type,
              key: n.key,
              title: n.title,
              body: n.body,
              link: n.link,
              prefix: recent?.prefix(n) ?? null,
            })),
          ),
          ...(recent ? [recent.quietMs] : []),
        ],
      ),
    );
    return [...new Set(rows.map((r) => r.user_id))];
  }

  /** The player's notifications, newest first. */
  page(userId: string, limit: number, offset: number): Promise<NotificationRow[]> {
    return this.dataSource.query(
      `SELECT id, type, title, body, link, created_at, read_at FROM notifications
        WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
      [userId, limit, offset],
    ) as Promise<NotificationRow[]>;
  }

  async counts(userId: string): Promise<{ total: number; unread: number }> {
    const [counts] = (await this.dataSource.query(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE read_at IS NULL)::int AS unread
         FROM notifications WHERE user_id = $1`,
      [userId],
    )) as { total: number; unread: number }[];
    return counts;
  }

  async countUnread(userId: string): Promise<number> {
    const [{ unread }] = queryRows<{ unread: number }>(
      await this.dataSource.query(
        `SELECT count(*)::int AS unread FROM notifications WHERE user_id = $1 AND read_at IS NULL`,
        [userId],
      ),
    );
    return unread;
  }

  /** Marks the player's unread notifications among `ids` read; answers how many changed. */
  async markRead(userId: string, ids: string[]): Promise<number> {
    const [, changed]: [unknown, number] = await this.dataSource.query(
      `UPDATE notifications SET read_at = now()
        WHERE user_id = $1 AND id = ANY($2::bigint[]) AND read_at IS NULL`,
      [userId, ids],
    );
    return changed;
  }

  /** Marks the notification with this key read; answers how many changed (0 or 1). */
  async markReadByKey(
    key: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<number> {
    const [, changed]: [unknown, number] = await manager.query(
      `UPDATE notifications SET read_at = now() WHERE key = $1 AND read_at IS NULL`,
      [key],
    );
    return changed;
  }

  async markAllRead(userId: string): Promise<number> {
    const [, changed]: [unknown, number] = await this.dataSource.query(
      `UPDATE notifications SET read_at = now() WHERE user_id = $1 AND read_at IS NULL`,
      [userId],
    );
    return changed;
  }

  /** Deletes notifications older than `days` before `now`; answers how many. */
  async deleteOlderThan(now: Date, days: number): Promise<number> {
    const [, deleted]: [unknown, number] = await this.dataSource.query(
      `DELETE FROM notifications WHERE created_at < $1::timestamptz - make_interval(days => $2)`,
      [now.toISOString(), days],
    );
    return deleted;
  }
}
