import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Job, UnrecoverableError } from 'bullmq';
import { JobData, QUEUES } from '../../../backend/src/events/queues';
import { JobHandler, routeHandlers } from '../handlers/job-handler';
import { PrizePaidHandler } from '../handlers/prize-paid.handler';

@Processor(QUEUES.rewards, { concurrency: 4 })
export class RewardsProcessor extends WorkerHost {
  private readonly routes: Map<string, JobHandler>;

  constructor(prizePaid: PrizePaidHandler) {
    super();
    this.routes = routeHandlers(QUEUES.rewards, [prizePaid] as JobHandler[]);
  }

  async process(job: Job<JobData>): Promise<void> {
    const handler = this.routes.get(job.name);
    if (!handler) throw new UnrecoverableError(`No handler for job ${job.name}`);
    await handler.handle(job.data, job);
  }
}
