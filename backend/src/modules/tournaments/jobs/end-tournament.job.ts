import { Injectable } from '@nestjs/common';
import { JobHandler, OnJob } from '../../../events/on-job';
import { JobData } from '../../../events/queues';
import { TournamentStatus } from '../entities/tournament.entity';
import { TournamentsService } from '../tournaments.service';
import { NotDueYetError } from './not-due-yet.error';

/** The end job, delayed to the tournament's end: it completes (and commits the settle event). */
@Injectable()
@OnJob('tournament.end')
export class EndTournamentJob implements JobHandler<'tournament.end'> {
  constructor(private readonly tournaments: TournamentsService) {}

  async handle({ payload }: JobData<'tournament.end'>): Promise<void> {
    const now = new Date();
    if (await this.tournaments.markCompleted(payload.tournamentId, now)) return;
    const t = await this.tournaments.findById(payload.tournamentId);
    if (t && t.status !== TournamentStatus.Completed && t.endsAt > now) {
      throw new NotDueYetError(`Tournament ${t.id} ends at ${t.endsAt.toISOString()}`);
    }
  }
}
