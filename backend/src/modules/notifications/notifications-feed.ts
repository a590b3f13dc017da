import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { APP_CONFIG } from '../../config/env';
import type { AppConfig } from '../../config/env';
import { Broadcast } from '../../events/broadcast';

export type NotificationsListener = (userId: string) => void;

/**
 * Tells API processes that a player's notifications changed (one was added, some were read),
 * over the Redis channel `<REDIS_PREFIX>:notifications:changed`, so the one holding the player's
 * sockets can push the new unread count. Published after the change commits, by the worker or an
 * API process. A message is `<user id> <sender>`: the sender's own listeners hear it at once and
 * skip its echo. Nothing is remembered, so a message missed while unsubscribed is caught up by
 * the player's next read of their count (the client reads it on load and on reconnect).
 */
@Injectable()
export class NotificationsFeed implements OnModuleDestroy {
  private readonly logger = new Logger(NotificationsFeed.name);
  private readonly broadcast: Broadcast;
  private readonly sender = randomUUID();
  private readonly listeners = new Set<NotificationsListener>();

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.broadcast = new Broadcast(config, {
      channel: 'notifications:changed',
      heard: (message) => {
        const [userId, sender] = message.split(' ');
        if (sender !== this.sender) this.deliver(userId);
      },
      missed: () => undefined,
      logger: this.logger,
      ifLost: "the player's bell catches up on its next read",
    });
  }

  /** After a change of the player's notifications has committed. Never throws: it committed. */
  async publish(userId: string): Promise<void> {
    this.deliver(userId);
    await this.broadcast.publish(`${userId} ${this.sender}`, `Notification change of ${userId}`);
  }

  /**
   * Calls `listener` with the user id of every change, from any process (the API side: the
   * gateway pushes the count to the player's sockets). Subscribes on first use; returns the
   * function that stops this listener.
   */
  listen(listener: NotificationsListener): () => void {
    this.listeners.add(listener);
    void this.broadcast.listen();
    return () => this.listeners.delete(listener);
  }

  /** Whether messages are being heard now (false: pushes may be missed until Redis is back). */
  get listening(): boolean {
    return this.broadcast.listening;
  }

  private deliver(userId: string): void {
    if (!userId) return;
    for (const listener of this.listeners) {
      try {
        listener(userId);
      } catch (err) {
        this.logger.warn(`Notification listener failed: ${(err as Error).message}`);
      }
    }
  }

  onModuleDestroy(): void {
    this.broadcast.close();
  }
}
