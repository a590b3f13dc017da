import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG } from '../../config/env';
import type { AppConfig } from '../../config/env';
import { Feed } from '../../events/broadcast';

export type NotificationsListener = (userId: string) => void;

/**
 * Tells API processes that a player's notifications changed (one was added, some were read),
 * over the Redis channel `<REDIS_PREFIX>:notifications:changed`, so the one holding the player's
 * sockets can push the new unread count. Published after the change commits, by the worker or an
 * API process. A message missed while unsubscribed is caught up by the player's next read of
 * their count (the client reads it on load and on reconnect).
 */
@Injectable()
export class NotificationsFeed extends Feed<string> implements OnModuleDestroy {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super(config, {
      channel: 'notifications:changed',
      logger: new Logger(NotificationsFeed.name),
      ifLost: "the player's bell catches up on its next read",
      parse: (text) => text || null,
      about: (userId) => `Notification change of ${userId}`,
    });
  }

  onModuleDestroy(): void {
    this.close();
  }
}
