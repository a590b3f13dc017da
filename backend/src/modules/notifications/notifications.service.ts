import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { istDay } from '../../common/ist-day';
import { queryRows } from '../../common/query-rows';
import { QueueRegistry } from '../../events/queue-registry';
import { DailyBonusService } from '../wallet';
import type { NotificationDto, NotificationPreferencesDto } from './dto/notifications.dto';
import { dailyBonusNotice } from './notices';
import {
  MailType,
  Notice,
  NOTIFICATION_RETENTION_DAYS,
  NotificationType,
} from './notification-types';
import { NotificationsFeed } from './notifications-feed';
import { UnsubscribeTokens } from './unsubscribe-tokens';

const SWEEP_EVERY_MS = 60 * 60_000;
/** Players whose daily-bonus notice was settled today, remembered per process at most. */
const DAILY_CHECKS_MAX = 100_000;

interface NotificationRow {
  id: string;
  type: NotificationType;
  title: string;
  body: string;
  link: string | null;
  created_at: Date;
  read_at: Date | null;
}

export interface NotificationsPage {
  rows: NotificationDto[];
  total: number;
  unread: number;
}

const DEFAULT_PREFERENCES: NotificationPreferencesDto = {
  prize_mail: true,
  order_mail: true,
  milestone_mail: true,
};

/** The preference column of each mail type. */
const MAIL_COLUMN: Record<MailType, keyof NotificationPreferencesDto> = {
  prize: 'prize_mail',
  order: 'order_mail',
  milestone: 'milestone_mail',
};

/**
 * A player's notification centre: notices added once per cause (the UNIQUE key), pages newest
 * first, the unread count, read marks, mail preferences and the 90-day retention. Changes that
 * move the unread count are published on NotificationsFeed after they commit.
 */
@Injectable()
export class NotificationsService {
  /** userId → the IST day its daily-bonus notice was last settled (added, or found claimed). */
  private readonly dailyChecked = new Map<string, string>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly dailyBonus: DailyBonusService,
    private readonly feed: NotificationsFeed,
    private readonly tokens: UnsubscribeTokens,
    private readonly queues: QueueRegistry,
  ) {}

  /**
   * Adds a notice inside the caller's transaction, once per key whatever the retries: true when
   * it is new. The caller publishes `feed.publish(userId)` after its commit.
   */
  async addIn(manager: EntityManager, notice: Notice): Promise<boolean> {
    return (await this.addManyIn(manager, [notice])).length > 0;
  }

  /** Many notices in one statement; answers the players who got a new one. */
  addManyIn(manager: EntityManager, notices: Notice[]): Promise<string[]> {
    return this.insert(manager, notices);
  }

  /**
   * Adds each notice unless its player got one whose key starts with `prefix(notice)` in the
   * last `quietMs` (one "overtaken" per tournament per 10 minutes), then tells their bells. Two
   * such causes handled at the very same moment may both be added: a rare extra notice, never
   * a lost one.
   */
  async addUnlessRecent(
    notices: Notice[],
    prefix: (notice: Notice) => string,
    quietMs: number,
  ): Promise<void> {
    const added = await this.insert(this.dataSource.manager, notices, { prefix, quietMs });
    await Promise.all(added.map((id) => this.feed.publish(id)));
  }

  private async insert(
    manager: EntityManager,
    notices: Notice[],
    recent?: { prefix: (notice: Notice) => string; quietMs: number },
  ): Promise<string[]> {
    if (!notices.length) return [];
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

  /** Adds notices in a transaction of their own and tells the players' bells after it commits. */
  async add(...notices: Notice[]): Promise<void> {
    const added = await this.dataSource.transaction((manager) => this.addManyIn(manager, notices));
    await Promise.all(added.map((userId) => this.feed.publish(userId)));
  }

  /** The caller's notifications, newest first, with how many there are and how many unread. */
  async page(
    userId: string,
    page: number,
    limit: number,
    now = new Date(),
  ): Promise<NotificationsPage> {
    await this.settleDailyBonus(userId, now);
    const [rows, [counts]] = await Promise.all([
      this.dataSource.query(
        `SELECT id, type, title, body, link, created_at, read_at FROM notifications
          WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
        [userId, limit, (page - 1) * limit],
      ) as Promise<NotificationRow[]>,
      this.dataSource.query(
        `SELECT count(*)::int AS total, count(*) FILTER (WHERE read_at IS NULL)::int AS unread
           FROM notifications WHERE user_id = $1`,
        [userId],
      ) as Promise<{ total: number; unread: number }[]>,
    ]);
    return { rows: rows.map(toDto), total: counts.total, unread: counts.unread };
  }

  /** How many of the player's notifications are unread (the bell's number). */
  async unreadCount(userId: string, now = new Date()): Promise<number> {
    await this.settleDailyBonus(userId, now);
    return this.countUnread(userId);
  }

  /** Marks the caller's notifications among `ids` read (others' ids are ignored). */
  async markRead(userId: string, ids: string[]): Promise<number> {
    const [, changed]: [unknown, number] = await this.dataSource.query(
      `UPDATE notifications SET read_at = now()
        WHERE user_id = $1 AND id = ANY($2::bigint[]) AND read_at IS NULL`,
      [userId, ids],
    );
    if (changed) await this.feed.publish(userId);
    return this.countUnread(userId);
  }

  /** A claimed day's "your daily bonus is ready" is done with: read, and the bell told. */
  async markDailyBonusRead(userId: string, day: string): Promise<void> {
    const [, changed]: [unknown, number] = await this.dataSource.query(
      `UPDATE notifications SET read_at = now() WHERE key = $1 AND read_at IS NULL`,
      [dailyBonusNotice({ userId, day, coins: 0, streak: 0 }).key],
    );
    if (changed) await this.feed.publish(userId);
  }

  async markAllRead(userId: string): Promise<number> {
    const [, changed]: [unknown, number] = await this.dataSource.query(
      `UPDATE notifications SET read_at = now() WHERE user_id = $1 AND read_at IS NULL`,
      [userId],
    );
    if (changed) await this.feed.publish(userId);
    return this.countUnread(userId);
  }

  async preferences(userId: string): Promise<NotificationPreferencesDto> {
    const [row] = queryRows<NotificationPreferencesDto>(
      await this.dataSource.query(
        `SELECT prize_mail, order_mail, milestone_mail FROM notification_preferences
          WHERE user_id = $1`,
        [userId],
      ),
    );
    return row ?? { ...DEFAULT_PREFERENCES };
  }

  /** Changes the preferences given; the others keep their value. */
  async setPreferences(
    userId: string,
    changes: Partial<NotificationPreferencesDto>,
  ): Promise<NotificationPreferencesDto> {
    const [row] = queryRows<NotificationPreferencesDto>(
      await this.dataSource.query(
        `INSERT INTO notification_preferences AS p (user_id, prize_mail, order_mail, milestone_mail)
         VALUES ($1, coalesce($2, true), coalesce($3, true), coalesce($4, true))
         ON CONFLICT (user_id) DO UPDATE SET
           prize_mail = coalesce($2, p.prize_mail),
           order_mail = coalesce($3, p.order_mail),
           milestone_mail = coalesce($4, p.milestone_mail),
           updated_at = now()
         RETURNING prize_mail, order_mail, milestone_mail`,
        [
          userId,
          changes.prize_mail ?? null,
          changes.order_mail ?? null,
          changes.milestone_mail ?? null,
        ],
      ),
    );
    return row;
  }

  /** Whether the player wants this mail, read in the mail job's transaction. */
  async wantsMailIn(manager: EntityManager, userId: string, type: MailType): Promise<boolean> {
    const column = MAIL_COLUMN[type];
    const [row] = queryRows<Record<string, boolean>>(
      await manager.query(`SELECT ${column} FROM notification_preferences WHERE user_id = $1`, [
        userId,
      ]),
    );
    return row ? row[column] : DEFAULT_PREFERENCES[column];
  }

  /** The token of the unsubscribe link in a mail of this type to this player. */
  unsubscribeToken(userId: string, type: MailType): Promise<string> {
    return this.tokens.sign(userId, type);
  }

  /** Turns off the mail type a signed unsubscribe link names; refuses a tampered one. */
  async unsubscribe(token: string): Promise<MailType> {
    const { userId, type } = await this.tokens.verify(token);
    const exists = queryRows<unknown>(
      await this.dataSource.query(`SELECT 1 FROM users WHERE id = $1`, [userId]),
    );
    // A deleted account gets no mail at all: nothing to turn off.
    if (exists.length) await this.setPreferences(userId, { [MAIL_COLUMN[type]]: false });
    return type;
  }

  /** Deletes notifications older than the retention; answers how many. */
  async sweep(now = new Date()): Promise<number> {
    const [, deleted]: [unknown, number] = await this.dataSource.query(
      `DELETE FROM notifications WHERE created_at < $1::timestamptz - make_interval(days => $2)`,
      [now.toISOString(), NOTIFICATION_RETENTION_DAYS],
    );
    return deleted;
  }

  /** The hourly retention sweep, registered at worker start. */
  async ensureRepeatingSweep(): Promise<void> {
    await this.queues.repeat('notifications.sweep', SWEEP_EVERY_MS);
  }

  private async countUnread(userId: string): Promise<number> {
    const [{ unread }] = queryRows<{ unread: number }>(
      await this.dataSource.query(
        `SELECT count(*)::int AS unread FROM notifications WHERE user_id = $1 AND read_at IS NULL`,
        [userId],
      ),
    );
    return unread;
  }

  /**
   * "Your daily bonus is ready" is added lazily, when the player reads their count or list and
   * today's bonus is unclaimed: a job per player per day would write a notice for every account,
   * most of whom never come that day. Once per player per IST day (the key names the day); each
   * process remembers whom it settled today, so the bell's reads cost no extra query after the
   * first.
   */
  private async settleDailyBonus(userId: string, now: Date): Promise<void> {
    const today = istDay(now);
    if (this.dailyChecked.get(userId) === today) return;
    const claim = await this.dailyBonus.available(userId, now);
    if (claim) {
      await this.add(
        dailyBonusNotice({ userId, day: today, coins: claim.reward, streak: claim.streak_count }),
      );
    }
    if (this.dailyChecked.size >= DAILY_CHECKS_MAX) this.dailyChecked.clear();
    this.dailyChecked.set(userId, today);
  }
}

function toDto(r: NotificationRow): NotificationDto {
  return {
    id: String(r.id),
    type: r.type,
    title: r.title,
    body: r.body,
    link: r.link,
    created_at: r.created_at.toISOString(),
    read_at: r.read_at ? r.read_at.toISOString() : null,
  };
}
