import { Injectable } from '@nestjs/common';
import { InboxService } from '../../backend/src/events/inbox.service';
import { QueueRegistry } from '../../backend/src/events/queue-registry';
import {
  DEFAULT_JOB_OPTIONS,
  EventName,
  JobData,
  QueueName,
} from '../../backend/src/events/queues';
import { subscriberJob } from '../../backend/src/events/subscriptions';
import { JobRegistry } from './job-registry.service';

/**
 * Turns a committed event's job into one job per subscriber (each module's `@OnEvent` job class,
 * found by the JobRegistry). The subscriber's job id is its key, so a retried fan-out adds
 * nothing twice, and each subscriber's inbox row makes its effects run once. An event's job
 * queued by a build before the fan-out is handled the same way.
 */
@Injectable()
export class EventFanOut {
  constructor(
    private readonly queues: QueueRegistry,
    private readonly inbox: InboxService,
    private readonly registry: JobRegistry,
  ) {}

  async publish(event: EventName, data: JobData<EventName>): Promise<void> {
    // The previous build ran every reaction in one handler under the event's own key: if that
    // committed, fanning out again would mail (or pay, where a key differs) a second time.
    if (await this.inbox.wasProcessed(data.idempotencyKey)) return;
    const byQueue = new Map<QueueName, ReturnType<typeof subscriberJob>[]>();
    for (const s of this.registry.subscriptionsOf(event)) {
      byQueue.set(s.queue, [...(byQueue.get(s.queue) ?? []), subscriberJob(s, data)]);
    }
    for (const [queue, jobs] of byQueue) {
      await this.queues.get(queue).addBulk(
        jobs.map(({ name, data }) => ({
          name,
          data,
          opts: { ...DEFAULT_JOB_OPTIONS, jobId: data.idempotencyKey },
        })),
      );
    }
  }
}
