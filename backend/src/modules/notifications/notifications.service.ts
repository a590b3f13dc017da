import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { istDay } from '../../common/ist-day';
import { QueueRegistry } from '../../events/queue-registry';
import { UsersService } from '../users';
import { DailyBonusService } from '../wallet';
import type { NotificationDto, NotificationPreferencesDto } from './dto/notifications.dto';
import { dailyBonusKey, dailyBonusNotice } from './notices';
import { MailType, Notice, NOTIFICATION_RETENTION_DAYS } from './notification-types';
import { NotificationPreferencesRepository } from './notification-preferences.repository';
import { NotificationsFeed } from './notifications-feed';
import { NotificationRow, NotificationsRepository, QuietWindow } from './notifications.repository';
import { UnsubscribeTokens } from './unsubscribe-tokens';

const SWEEP_EVERY_MS = 60 * 60_000;
/** Players whose daily-bonus notice was settled today, remembered per process at most. */
const DAILY_CHECKS_MAX = 100_000;

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
    private readonly notifications: NotificationsRepository,
    private readonly preferencesStore: NotificationPreferencesRepository,
    private readonly users: UsersService,
    private readonly dailyBonus: DailyBonusService,
    private readonly feed: NotificationsFeed,
    private readonly tokens: UnsubscribeTokens,
    private readonly queues: QueueRegistry,
  ) {
    // The claim's own transaction reads "your daily bonus is ready", so the bell drops it with
    // the claim's answer (ReadDailyBonusJob is the backstop for a notice added during a claim).
    dailyBonus.onClaimed(async (manager, userId, day) => {
      const changed = await this.notifications.markReadByKey(dailyBonusKey(userId, day), manager);
      if (changed) return () => this.feed.publish(userId);
    });
  }

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
    recent?: QuietWindow,
  ): Promise<string[]> {
    if (!notices.length) return [];
    return this.notifications.insert(manager, notices, recent);
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
    const [rows, counts] = await Promise.all([
      this.notifications.page(userId, limit, (page - 1) * limit),
      this.notifications.counts(userId),
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
    const changed = await this.notifications.markRead(userId, ids);
    if (changed) await this.feed.publish(userId);
    return this.countUnread(userId);
  }

  /** A claimed day's "your daily bonus is ready" is done with: read, and the bell told. */
  async markDailyBonusRead(userId: string, day: string): Promise<void> {
    const changed = await this.notifications.markReadByKey(dailyBonusKey(userId, day));
    if (changed) await this.feed.publish(userId);
  }

  async markAllRead(userId: string): Promise<number> {
    const changed = await this.notifications.markAllRead(userId);
    if (changed) await this.feed.publish(userId);
    return this.countUnread(userId);
  }

  async preferences(userId: string): Promise<NotificationPreferencesDto> {
    return (await this.preferencesStore.find(userId)) ?? { ...DEFAULT_PREFERENCES };
  }

  /** Changes the preferences given; the others keep their value. */
  async setPreferences(
    userId: string,
    changes: Partial<NotificationPreferencesDto>,
  ): Promise<NotificationPreferencesDto> {
    return this.preferencesStore.save(userId, changes);
  }

  /** Whether the player wants this mail, read in the mail job's transaction. */
  async wantsMailIn(manager: EntityManager, userId: string, type: MailType): Promise<boolean> {
    const column = MAIL_COLUMN[type];
    return (
      (await this.preferencesStore.findIn(manager, userId, column)) ?? DEFAULT_PREFERENCES[column]
    );
  }

  /** The token of the unsubscribe link in a mail of this type to this player. */
  unsubscribeToken(userId: string, type: MailType): Promise<string> {
    return this.tokens.sign(userId, type);
  }

  /** Turns off the mail type a signed unsubscribe link names; refuses a tampered one. */
  async unsubscribe(token: string): Promise<MailType> {
    const { userId, type } = await this.tokens.verify(token);
    // A deleted account gets no mail at all: nothing to turn off.
    if (await this.users.exists(userId))
      await this.setPreferences(userId, { [MAIL_COLUMN[type]]: false });
    return type;
  }

  /** Deletes notifications older than the retention; answers how many. */
  async sweep(now = new Date()): Promise<number> {
    return this.notifications.deleteOlderThan(now, NOTIFICATION_RETENTION_DAYS);
  }

  /** The hourly retention sweep, registered at worker start. */
  async ensureRepeatingSweep(): Promise<void> {
    await this.queues.repeat('notifications.sweep', SWEEP_EVERY_MS);
  }

  private countUnread(userId: string): Promise<number> {
    return this.notifications.countUnread(userId);
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
