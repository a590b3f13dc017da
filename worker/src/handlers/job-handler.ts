import { Job } from 'bullmq';
import {
  EventName,
  JOB_QUEUE,
  JobData,
  JobName,
  QueueName,
  isEvent,
} from '../../../backend/src/events/queues';
import {
  SubscriberJobName,
  Subscription,
  subscriberJobName,
} from '../../../backend/src/events/subscriptions';
import { SUBSCRIPTIONS } from '../subscriptions';

/** One command's logic. Let errors propagate: BullMQ retries them with backoff. */
export interface JobHandler<N extends JobName = JobName> {
  readonly name: N;
  handle(data: JobData<N>, job: Job<JobData<N>>): Promise<void>;
}

/** One subscriber's reaction to an event, run as its own job (events/subscriptions.ts). */
export interface SubscriberHandler<E extends EventName = EventName> {
  readonly name: SubscriberJobName<E>;
  handle(data: JobData<E>, job: Job<JobData<E>>): Promise<void>;
}

export type AnyJobHandler = JobHandler | SubscriberHandler;

/**
 * Routes a queue's jobs by name, and refuses to start unless every command of the queue and
 * every subscription declared on it has exactly one handler (a missing one would leave jobs
 * failing; two would be ambiguous). Events have no handler: the processor fans them out.
 */
export function routeHandlers(
  queue: QueueName,
  handlers: AnyJobHandler[],
  subscriptions: readonly Subscription[] = SUBSCRIPTIONS,
): Map<string, AnyJobHandler> {
  const subscribed = new Map(subscriptions.map((s) => [subscriberJobName(s) as string, s]));
  const routes = new Map<string, AnyJobHandler>();
  for (const handler of handlers) {
    const owner = subscribed.get(handler.name)?.queue ?? JOB_QUEUE[handler.name as JobName];
    if (isEvent(handler.name)) {
      throw new Error(`${handler.name} is an event: subscribe to it instead of handling it`);
    }
    if (owner === undefined) throw new Error(`No subscription declared for job ${handler.name}`);
    if (owner !== queue) {
      throw new Error(`Handler for ${handler.name} does not belong on queue ${queue}`);
    }
    if (routes.has(handler.name)) throw new Error(`Two handlers for job ${handler.name}`);
    routes.set(handler.name, handler);
  }
  const commands = (Object.keys(JOB_QUEUE) as JobName[]).filter(
    (name) => JOB_QUEUE[name] === queue && !isEvent(name),
  );
  const expected = [
    ...commands,
    ...subscriptions.filter((s) => s.queue === queue).map(subscriberJobName),
  ];
  const missing = expected.filter((name) => !routes.has(name));
  if (missing.length) throw new Error(`No handler for job ${missing.join(', ')} on ${queue}`);
  return routes;
}
