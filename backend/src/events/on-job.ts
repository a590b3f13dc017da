import type { Job } from 'bullmq';
import { EventName, isEvent, JOB_QUEUE, JobData, JobName, QueueName } from './queues';
import { subscribe, subscriberJobName, Subscription } from './subscriptions';

/** A job that is a command: every job name but an event's. */
export type CommandName = Exclude<JobName, EventName>;

/**
 * What a job class declares: the job name it handles (stored in Redis and the inbox table) and
 * its queue; a subscriber's job also names its subscription.
 */
export interface JobDeclaration {
  readonly name: string;
  readonly queue: QueueName;
  readonly subscription?: Subscription;
}

/**
 * One job's logic, in the module whose data it changes. Let errors propagate: BullMQ retries
 * them with backoff. A subscriber's job gets its event's payload (`JobHandler<'prize.paid'>`).
 */
export interface JobHandler<N extends JobName = JobName> {
  handle(data: JobData<N>, job: Job<JobData<N>>): Promise<void>;
}

const DECLARATION = Symbol('job declaration');
// Every job class loaded, provided or not: the worker refuses to start if one is left out of
// its module's providers (its jobs would wait forever).
const declared = new Map<abstract new (...args: never[]) => unknown, JobDeclaration>();

function declare(declaration: JobDeclaration): ClassDecorator {
  return (target) => {
    Reflect.defineMetadata(DECLARATION, declaration, target);
    declared.set(target as unknown as abstract new () => unknown, declaration);
  };
}

/**
 * Marks the class as the one handler of a command; its queue is the command's (JOB_QUEUE):
 * `@OnJob('tournament.settle')`.
 */
export function OnJob(name: CommandName): ClassDecorator {
  if (isEvent(name)) throw new Error(`${name} is an event: subscribe to it with @OnEvent`);
  return declare({ name, queue: JOB_QUEUE[name] });
}

/**
 * Marks the class as one module's reaction to an event, run as its own job named
 * `<event>><subscriber>` on `queue`: `@OnEvent('prize.paid', { subscriber: 'prize-mail',
 * queue: QUEUES.mail })`. The subscriber name is stored (Redis, the inbox): never rename one.
 */
export function OnEvent(
  event: EventName,
  options: { subscriber: string; queue: QueueName },
): ClassDecorator {
  const subscription = subscribe(event, options.subscriber, options.queue);
  return declare({ name: subscriberJobName(subscription), queue: options.queue, subscription });
}

/** The class's declaration, if it is a job class (its own, never a parent's). */
export function jobDeclarationOf(type: object): JobDeclaration | undefined {
  return Reflect.getOwnMetadata(DECLARATION, type) as JobDeclaration | undefined;
}

/** Every job class loaded so far, in the order they were declared. */
export function declaredJobs(): JobDeclaration[] {
  return [...declared.values()];
}

/** The stored name of a job class's job, for its inbox rows: `jobNameOf(this)`. */
export function jobNameOf(handler: object): string {
  const declaration = jobDeclarationOf(handler.constructor);
  if (!declaration) throw new Error(`${handler.constructor.name} declares no job`);
  return declaration.name;
}
