import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Job, UnrecoverableError } from 'bullmq';
import { JobData, QUEUES } from '../../../backend/src/events/queues';
import { JobHandler, routeHandlers } from '../handlers/job-handler';
import { LeaderboardRebuildHandler } from '../handlers/leaderboard-rebuild.handler';
import { TournamentCreatedHandler } from '../handlers/tournament-created.handler';
import { TournamentPollHandler } from '../handlers/tournament-poll.handler';
import { TournamentRescheduledHandler } from '../handlers/tournament-rescheduled.handler';
import { TournamentSweepHandler } from '../handlers/tournament-sweep.handler';
import {
  TournamentEndHandler,
  TournamentStartHandler,
} from '../handlers/tournament-transition.handler';

@Processor(QUEUES.scheduling, { concurrency: 4 })
export class SchedulingProcessor extends WorkerHost {
  private readonly routes: Map<string, JobHandler>;

  constructor(
    created: TournamentCreatedHandler,
    rescheduled: TournamentRescheduledHandler,
    start: TournamentStartHandler,
    end: TournamentEndHandler,
    sweep: TournamentSweepHandler,
    rebuild: LeaderboardRebuildHandler,
    poll: TournamentPollHandler,
  ) {
    super();
    this.routes = routeHandlers(QUEUES.scheduling, [
      created,
      rescheduled,
      start,
      end,
      sweep,
      rebuild,
      poll,
    ] as JobHandler[]);
  }

  async process(job: Job<JobData>): Promise<void> {
    const handler = this.routes.get(job.name);
    if (!handler) throw new UnrecoverableError(`No handler for job ${job.name}`);
    await handler.handle(job.data, job);
  }
}
