import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/env';
import { Feed } from '../../../events/broadcast';

/**
 * "A tournament's entries changed" (a registration), from the API process that took it to every
 * API process, whose socket gateway pushes the tournament's count and recent participants to the
 * pages that follow it. It carries the id: the figures are read afresh.
 */
@Injectable()
export class EntriesFeed extends Feed<number> implements OnModuleDestroy {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super(config, {
      channel: 'entries:changed',
      logger: new Logger(EntriesFeed.name),
      ifLost: 'pages following the tournament get the next registration, or read it on reload',
      parse: (text) => {
        const id = Number(text);
        return Number.isSafeInteger(id) && id > 0 ? id : null;
      },
      about: (id) => `Entries of ${id}`,
    });
  }

  onModuleDestroy(): void {
    this.close();
  }
}
