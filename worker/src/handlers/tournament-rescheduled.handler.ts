import { Injectable } from '@nestjs/common';
import { JobData } from '../../../backend/src/events/queues';
import { TournamentScheduler, TournamentsService } from '../../../backend/src/modules/tournaments';
import { JobHandler } from './job-handler';

/** An operator moved the window: the waiting start/end jobs move with it. */
@Injectable()
export class TournamentRescheduledHandler implements JobHandler<'tournament.rescheduled'> {
  readonly name = 'tournament.rescheduled' as const;

  constructor(
    private readonly tournaments: TournamentsService,
    private readonly scheduler: TournamentScheduler,
  ) {}

  async handle({ payload }: JobData<'tournament.rescheduled'>): Promise<void> {
    const tournament = await this.tournaments.findById(payload.tournamentId);
    if (tournament) await this.scheduler.reschedule(tournament);
  }
}
