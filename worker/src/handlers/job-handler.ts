import { Job } from 'bullmq';
import { JOB_QUEUE, JobData, JobName, QueueName } from '../../../backend/src/events/queues';

/** One job's logic. Let errors propagate: BullMQ retries them with backoff. */
export interface JobHandler<N extends JobName = JobName> {
  readonly name: N;
  handle(data: JobData<N>, job: Job<JobData<N>>): Promise<void>;
}

/**
 * Routes a queue's jobs by name, and refuses to start unless every job name of the queue has
 * exactly one handler (a missing one would leave jobs failing; two would be ambiguous).
 */
export function routeHandlers(queue: QueueName, handlers: JobHandler[]): Map<string, JobHandler> {
  const routes = new Map<string, JobHandler>();
  for (const handler of handlers) {
    if (JOB_QUEUE[handler.name] !== queue) {
      throw new Error(`Handler for ${handler.name} does not belong on queue ${queue}`);
    }
    if (routes.has(handler.name)) throw new Error(`Two handlers for job ${handler.name}`);
    routes.set(handler.name, handler);
  }
  const names = Object.keys(JOB_QUEUE) as JobName[];
  const missing = names.filter((name) => JOB_QUEUE[name] === queue && !routes.has(name));
  if (missing.length) throw new Error(`No handler for job ${missing.join(', ')} on ${queue}`);
  return routes;
}
