import { Inject } from '@nestjs/common';
import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Job, UnrecoverableError } from 'bullmq';
import { JobHandler } from '../../../backend/src/events/on-job';
import { JobData, QueueName, isEvent } from '../../../backend/src/events/queues';
import { EventFanOut } from '../event-fan-out.service';
import { JobRegistry } from '../job-registry.service';

/**
 * How soon a job whose worker died (kill -9, out of memory) runs again: its lock lapses after
 * lockDuration (a live worker renews it every half of that) and the stalled check runs every
 * stalledInterval. BullMQ's 30 s + 30 s could leave a killed settlement unpaid for a minute.
 */
export const STALLED_JOB_OPTIONS = { lockDuration: 15_000, stalledInterval: 5_000 } as const;

export interface ProcessorOptions {
  /** Jobs of this queue one worker process runs at once. */
  concurrency: number;
}

/** A queue's processor, as BullMQ's worker calls it. */
export interface QueueProcessor extends WorkerHost {
  process(job: Job<JobData>): Promise<void>;
}

/**
 * A queue's processor: routes each job by name to the one job class that declared it (found by
 * the JobRegistry), fans an event's job out to its subscribers, and fails a job no class
 * declares for good (retrying cannot help it). Construction refuses to start unless every
 * command and subscription of the queue has exactly one handler.
 *
 * Declare one per queue and name it, for logs and metrics:
 * `export class PayoutsProcessor extends createProcessor(QUEUES.payouts, { concurrency: 2 }) {}`
 */
export function createProcessor(
  queue: QueueName,
  options: ProcessorOptions,
): new (registry: JobRegistry, fanOut: EventFanOut) => QueueProcessor {
  @Processor(queue, { concurrency: options.concurrency, ...STALLED_JOB_OPTIONS })
  class RoutingProcessor extends WorkerHost implements QueueProcessor {
    private readonly routes: Map<string, () => JobHandler>;

    constructor(
      @Inject(JobRegistry) registry: JobRegistry,
      @Inject(EventFanOut) private readonly fanOut: EventFanOut,
    ) {
      super();
      this.routes = registry.routes(queue);
    }

    async process(job: Job<JobData>): Promise<void> {
      if (isEvent(job.name)) return this.fanOut.publish(job.name, job.data as JobData<never>);
      const handler = this.routes.get(job.name);
      if (!handler) throw new UnrecoverableError(`No handler for job ${job.name}`);
      await handler().handle(job.data as never, job as never);
    }
  }
  // Named for its queue (SchedulingProcessor) where Nest or a stack trace shows the base class.
  const name = `${queue[0].toUpperCase()}${queue.slice(1)}Processor`;
  Object.defineProperty(RoutingProcessor, 'name', { value: name });
  return RoutingProcessor;
}
