import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/env';
import { InboxRepository } from './inbox.repository';
import { InboxService } from './inbox.service';
import { OutboxRelay } from './outbox-relay.service';
import { OutboxRepository } from './outbox.repository';
import { OutboxService } from './outbox.service';
import { QueueRegistry } from './queue-registry';
import { DEFAULT_JOB_OPTIONS, QUEUES } from './queues';
import { bullConnection, bullPrefix } from './redis';

const queueModules = Object.values(QUEUES).map((name) =>
  BullModule.registerQueue({ name, defaultJobOptions: DEFAULT_JOB_OPTIONS }),
);

@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        connection: bullConnection(config),
        prefix: bullPrefix(config),
      }),
    }),
    ...queueModules,
  ],
  providers: [
    OutboxRepository,
    OutboxService,
    OutboxRelay,
    InboxRepository,
    InboxService,
    QueueRegistry,
  ],
  exports: [OutboxService, OutboxRelay, InboxService, QueueRegistry, ...queueModules],
})
export class EventsModule {}
