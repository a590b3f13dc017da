import { Injectable } from '@nestjs/common';
import { ResultPoller } from '../../../backend/src/modules/tournaments';
import { JobHandler } from './job-handler';

/** Every RESULT_POLL_SECONDS: live tournaments' standings from the game providers. */
@Injectable()
export class TournamentPollHandler implements JobHandler<'tournament.poll'> {
  readonly name = 'tournament.poll' as const;

  constructor(private readonly poller: ResultPoller) {}

  async handle(): Promise<void> {
    await this.poller.pollLive();
  }
}
