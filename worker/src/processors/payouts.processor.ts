import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Job, UnrecoverableError } from 'bullmq';
import { JobData, QUEUES } from '../../../backend/src/events/queues';
import { JobHandler, routeHandlers } from '../handlers/job-handler';
import { TournamentSettleHandler } from '../handlers/tournament-settle.handler';

@Processor(QUEUES.payouts, { concurrency: 2 })
export class PayoutsProcessor extends WorkerHost {
  private readonly routes: Map<string, JobHandler>;

  constructor(settle: TournamentSettleHandler) {
    super();
    this.routes = routeHandlers(QUEUES.payouts, [settle] as JobHandler[]);
  }

  async process(job: Job<JobData>): Promise<void> {
    const handler = this.routes.get(job.name);
    if (!handler) throw new UnrecoverableError(`No handler for job ${job.name}`);
    await handler.handle(job.data, job);
  }
}
