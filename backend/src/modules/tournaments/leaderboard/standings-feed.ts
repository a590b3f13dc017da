import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/env';
import { Feed } from '../../../events/broadcast';

export type StandingsListener = (tournamentId: number) => void;

/**
 * "A tournament's standings changed", from whichever process wrote them (the API recording
 * results, the worker rebuilding an index) to every API process, whose socket gateway pushes the
 * rows its watchers see. It carries only the id: the rows are read from the rank index.
 */
@Injectable()
export class StandingsFeed extends Feed<number> implements OnModuleDestroy {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super(config, {
      channel: 'standings:changed',
      logger: new Logger(StandingsFeed.name),
      ifLost: 'watchers get the change with the next one, or when they poll',
      parse: (text) => {
        const id = Number(text);
        return Number.isSafeInteger(id) && id > 0 ? id : null;
      },
      about: (id) => `Standings of ${id}`,
    });
  }

  onModuleDestroy(): void {
    this.close();
  }
}
