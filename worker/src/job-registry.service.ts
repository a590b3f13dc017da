import { Injectable } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import {
  declaredJobs,
  JobDeclaration,
  jobDeclarationOf,
  JobHandler,
} from '../../backend/src/events/on-job';
import { EventName, isEvent, JOB_QUEUE, JobName, QueueName } from '../../backend/src/events/queues';
import { Subscription, subscriberJobName } from '../../backend/src/events/subscriptions';

// A map, so a name like 'constructor' finds no queue.
const JOB_QUEUES = new Map<string, QueueName>(Object.entries(JOB_QUEUE));

/** A job class the worker's modules provide, and how to reach its instance. */
export interface ProvidedJob<H = JobHandler> {
  readonly declaration: JobDeclaration;
  readonly handler: H;
}

/**
 * A queue's routes by job name, refusing to start unless every command of the queue and every
 * subscription declared on it has exactly one handler (a missing one would leave jobs failing;
 * two would be ambiguous). Events have no handler: the processor fans them out.
 * `declared`: every job class loaded, so one left out of its module's providers is missed.
 */
export function routeJobs<H>(
  queue: QueueName,
  provided: readonly ProvidedJob<H>[],
  declared: readonly JobDeclaration[],
): Map<string, H> {
  const subscribed = new Map(
    declared.flatMap((d) => (d.subscription ? [[d.name, d.subscription] as const] : [])),
  );
  const routes = new Map<string, H>();
  for (const { declaration, handler } of provided) {
    const { name } = declaration;
    if (isEvent(name)) {
      throw new Error(`${name} is an event: subscribe to it instead of handling it`);
    }
    const owner = subscribed.get(name)?.queue ?? JOB_QUEUES.get(name);
    if (owner === undefined) throw new Error(`No subscription declared for job ${name}`);
    if (owner !== declaration.queue) {
      throw new Error(`Handler for ${name} does not belong on queue ${declaration.queue}`);
    }
    if (owner !== queue) continue;
    if (routes.has(name)) throw new Error(`Two handlers for job ${name}`);
    routes.set(name, handler);
  }
  const commands = (Object.keys(JOB_QUEUE) as JobName[]).filter(
    (name) => JOB_QUEUE[name] === queue && !isEvent(name),
  );
  const expected = [
    ...commands,
    ...[...subscribed.values()].filter((s) => s.queue === queue).map(subscriberJobName),
  ];
  const missing = expected.filter((name) => !routes.has(name));
  if (missing.length) throw new Error(`No handler for job ${missing.join(', ')} on ${queue}`);
  return routes;
}

/**
 * The job classes of the worker's modules, found by their `@OnJob` / `@OnEvent` when the worker
 * starts: each queue's routes, and each event's subscriptions for the fan-out. Built from the
 * classes alone, before any instance exists, so a processor refuses to start (naming the job)
 * before BullMQ hands it a job; the handler itself is looked up when a job arrives.
 */
@Injectable()
export class JobRegistry {
  private readonly provided: ProvidedJob<() => JobHandler>[];

  constructor(discovery: DiscoveryService) {
    this.provided = discovery.getProviders().flatMap((wrapper) => {
      const declaration = wrapper.metatype && jobDeclarationOf(wrapper.metatype);
      return declaration ? [{ declaration, handler: () => wrapper.instance as JobHandler }] : [];
    });
  }

  /** The queue's routes: throws unless each of its jobs has exactly one handler. */
  routes(queue: QueueName): Map<string, () => JobHandler> {
    return routeJobs(queue, this.provided, declaredJobs());
  }

  /** The subscriptions to an event that the worker's modules provide. */
  subscriptionsOf(event: EventName): Subscription[] {
    return this.provided.flatMap(({ declaration: { subscription } }) =>
      subscription?.event === event ? [subscription] : [],
    );
  }
}
