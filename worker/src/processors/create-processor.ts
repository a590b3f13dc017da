import { Inject, Type } from '@nestjs/common';
import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Job, UnrecoverableError } from 'bullmq';
import { JobData, QueueName, isEvent } from '../../../backend/src/events/queues';
import { EventFanOut } from '../event-fan-out.service';
import { AnyJobHandler, routeHandlers } from '../handlers/job-handler';

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

/** A processor class and the handler classes it routes to. */
export type QueueProcessorType = Type<QueueProcessor> & {
  readonly handlers: readonly Type<AnyJobHandler>[];
};

/**
 * A queue's processor: routes each job by name to its handler, fans an event's job out to its
 * subscribers, and fails a job no handler knows for good (retrying cannot help it). Construction
 * refuses to start unless every command and subscription of the queue has exactly one handler.
 * Handlers come from Nest's container like any provider.
 *
 * Declare one per queue and name it, for logs and metrics:
 * `export class PayoutsProcessor extends createProcessor(QUEUES.payouts, [SettleHandler], { concurrency: 2 }) {}`
 */
export function createProcessor(
  queue: QueueName,
  handlers: Type<AnyJobHandler>[],
  options: ProcessorOptions,
): QueueProcessorType {
  class RoutingProcessor extends WorkerHost implements QueueProcessor {
    static readonly handlers = handlers;
    private readonly routes: Map<string, AnyJobHandler>;
    // Injected as a property: the constructor's parameters are the handlers.
    private readonly fanOut!: EventFanOut;

    constructor(...resolved: AnyJobHandler[]) {
      super();
      this.routes = routeHandlers(queue, resolved);
    }

    async process(job: Job<JobData>): Promise<void> {
      if (isEvent(job.name)) return this.fanOut.publish(job.name, job.data as JobData<never>);
      const handler = this.routes.get(job.name);
      if (!handler) throw new UnrecoverableError(`No handler for job ${job.name}`);
      await handler.handle(job.data as never, job as never);
    }
  }
  // What a decorated class would declare: one constructor parameter per handler class.
  handlers.forEach((handler, index) => Inject(handler)(RoutingProcessor, undefined, index));
  Inject(EventFanOut)(RoutingProcessor.prototype, 'fanOut');
  Processor(queue, { concurrency: options.concurrency, ...STALLED_JOB_OPTIONS })(RoutingProcessor);
  // Named for its queue (SchedulingProcessor) where Nest or a stack trace shows the base class.
  const name = `${queue[0].toUpperCase()}${queue.slice(1)}Processor`;
  Object.defineProperty(RoutingProcessor, 'name', { value: name });
  return RoutingProcessor;
}

/** The providers a worker module declares for these processors: each one and its handlers. */
export function processorProviders(...processors: QueueProcessorType[]): Type[] {
  return [EventFanOut, ...processors.flatMap((processor) => [...processor.handlers, processor])];
}
