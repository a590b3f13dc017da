import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../../../config/env';
import { Broadcast } from '../../../events/broadcast';

export type StandingsListener = (tournamentId: number) => void;

/**
 * "A tournament's standings changed", from whichever process wrote them (the API recording
 * results, the worker rebuilding an index) to every API process, whose socket gateway pushes the
 * rows its watchers see. It carries only the id: the rows are read from the rank index, so a
 * lost message costs a watcher one update, never a wrong one.
 */
@Injectable()
export class StandingsFeed implements OnModuleDestroy {
  private readonly logger = new Logger(StandingsFeed.name);
  private readonly broadcast: Broadcast;
  // The sender hears its own message at once and again through Redis: once is enough.
  private readonly sender = randomUUID();
  private readonly listeners = new Set<StandingsListener>();

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.broadcast = new Broadcast(config, {
      channel: 'standings:changed',
      heard: (message) => {
        const [id, sender] = message.split(' ');
        if (sender !== this.sender) this.deliver(Number(id));
      },
      missed: () => undefined,
      logger: this.logger,
      ifLost: 'watchers get the change with the next one, or when they poll',
    });
  }

  /** After standings committed and reached the index. Never throws. */
  async publish(tournamentId: number): Promise<void> {
    this.deliver(tournamentId);
    await this.broadcast.publish(`${tournamentId} ${this.sender}`, `Standings of ${tournamentId}`);
  }

  /** Calls `listener` for every change heard, from any process; returns its stop function. */
  listen(listener: StandingsListener): () => void {
    this.listeners.add(listener);
    void this.broadcast.listen();
    return () => this.listeners.delete(listener);
  }

  onModuleDestroy(): void {
    this.broadcast.close();
  }

  private deliver(tournamentId: number): void {
    if (!Number.isSafeInteger(tournamentId) || tournamentId < 1) return;
    for (const listener of this.listeners) listener(tournamentId);
  }
}
