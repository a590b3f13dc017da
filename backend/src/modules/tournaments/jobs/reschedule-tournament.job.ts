import { Injectable } from '@nestjs/common';
import { JobHandler, OnJob } from '../../../events/on-job';
import { JobData } from '../../../events/queues';
import { TournamentScheduler } from '../tournament-scheduler.service';
import { TournamentsService } from '../tournaments.service';

/** An operator moved the window: the waiting start/end jobs move with it. */
@Injectable()
@OnJob('tournament.rescheduled')
export class RescheduleTournamentJob implements JobHandler<'tournament.rescheduled'> {
  constructor(
    private readonly tournaments: TournamentsService,
    private readonly scheduler: TournamentScheduler,
  ) {}

  async handle({ payload }: JobData<'tournament.rescheduled'>): Promise<void> {
    const tournament = await this.tournaments.findById(payload.tournamentId);
    if (tournament) await this.scheduler.reschedule(tournament);
  }
}
