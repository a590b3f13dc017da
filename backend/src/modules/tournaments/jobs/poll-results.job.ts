import { Injectable } from '@nestjs/common';
import { JobHandler, OnJob } from '../../../events/on-job';
import { ResultPoller } from '../results/result-poller.service';

/** Every RESULT_POLL_SECONDS: live tournaments' standings from the game providers. */
@Injectable()
@OnJob('tournament.poll')
export class PollResultsJob implements JobHandler<'tournament.poll'> {
  constructor(private readonly poller: ResultPoller) {}

  async handle(): Promise<void> {
    await this.poller.pollLive();
  }
}
