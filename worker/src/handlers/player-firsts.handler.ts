import { Injectable, Logger } from '@nestjs/common';
import { JobData } from '../../../backend/src/events/queues';
import { JobHandler } from './job-handler';

// PLACEHOLDER on the player-activity branch only: the referrals-api branch replaces these two
// with the referral stage handlers. They must not reach main as they are.
@Injectable()
export class FirstPlayHandler implements JobHandler<'player.first_play'> {
  readonly name = 'player.first_play' as const;
  private readonly logger = new Logger(FirstPlayHandler.name);
  async handle({ payload }: JobData<'player.first_play'>): Promise<void> {
    this.logger.debug(`first play ${payload.userId} ${payload.source}`);
  }
}

@Injectable()
export class FirstWinHandler implements JobHandler<'player.first_win'> {
  readonly name = 'player.first_win' as const;
  private readonly logger = new Logger(FirstWinHandler.name);
  async handle({ payload }: JobData<'player.first_win'>): Promise<void> {
    this.logger.debug(`first win ${payload.userId} ${payload.source}`);
  }
}
