import { Injectable } from '@nestjs/common';
import { TournamentScheduler } from '../../../backend/src/modules/tournaments/tournament-scheduler.service';
import { JobHandler } from './job-handler';

/** Every minute: repair transitions whose delayed jobs were lost. */
@Injectable()
export class TournamentSweepHandler implements JobHandler<'tournament.sweep'> {
  readonly name = 'tournament.sweep' as const;

  constructor(private readonly scheduler: TournamentScheduler) {}

  async handle(): Promise<void> {
    await this.scheduler.sweep();
  }
}
