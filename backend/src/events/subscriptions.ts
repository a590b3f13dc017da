import { EventName, JobData, QueueName } from './queues';

/**
 * One module's reaction to an event. Each subscriber of a committed event runs as its own job,
 * named `<event>><subscriber>`, with its own idempotency key, retries and failure record: a
 * failing mail never re-runs a payment beside it. A module declares one with `@OnEvent` on its
 * job class (events/on-job.ts); the worker fans events out to them.
 * The names are stored as job names in Redis: never rename one.
 */
export interface Subscription<E extends EventName = EventName> {
  readonly event: E;
  readonly subscriber: string;
  readonly queue: QueueName;
}

export type SubscriberJobName<E extends EventName = EventName> = `${E}>${string}`;

export function subscribe<E extends EventName>(
  event: E,
  subscriber: string,
  queue: QueueName,
): Subscription<E> {
  return { event, subscriber, queue };
}

export function subscriberJobName<E extends EventName>(s: Subscription<E>): SubscriberJobName<E> {
  return `${s.event}>${s.subscriber}`;
}

/** The subscriber's job of one event: the event's key and payload, under a key of its own. */
export function subscriberJob<E extends EventName>(
  s: Subscription<E>,
  event: JobData<E>,
): { name: SubscriberJobName<E>; data: JobData<E> } {
  return {
    name: subscriberJobName(s),
    data: { idempotencyKey: `${event.idempotencyKey}>${s.subscriber}`, payload: event.payload },
  };
}
