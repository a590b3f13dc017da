import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Job, UnrecoverableError } from 'bullmq';
import { JobData, QUEUES } from '../../../backend/src/events/queues';
import { ResetPasswordMailHandler, VerifyEmailMailHandler } from '../handlers/account-mail.handler';
import { JobHandler, routeHandlers } from '../handlers/job-handler';
import { NewsletterConfirmMailHandler } from '../handlers/newsletter-mail.handler';

@Processor(QUEUES.notifications, { concurrency: 4 })
export class NotificationsProcessor extends WorkerHost {
  private readonly routes: Map<string, JobHandler>;

  constructor(
    verify: VerifyEmailMailHandler,
    reset: ResetPasswordMailHandler,
    newsletter: NewsletterConfirmMailHandler,
  ) {
    super();
    this.routes = routeHandlers(QUEUES.notifications, [verify, reset, newsletter] as JobHandler[]);
  }

  async process(job: Job<JobData>): Promise<void> {
    const handler = this.routes.get(job.name);
    if (!handler) throw new UnrecoverableError(`No handler for job ${job.name}`);
    await handler.handle(job.data, job);
  }
}
