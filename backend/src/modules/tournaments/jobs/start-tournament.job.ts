import { Injectable } from '@nestjs/common';
import { JobHandler, OnJob } from '../../../events/on-job';
import { JobData } from '../../../events/queues';
import { TournamentStatus } from '../entities/tournament.entity';
import { TournamentsService } from '../tournaments.service';
import { NotDueYetError } from './not-due-yet.error';

/** The start job, delayed to the tournament's start: it goes live. */
@Injectable()
@OnJob('tournament.start')
export class StartTournamentJob implements JobHandler<'tournament.start'> {
  constructor(private readonly tournaments: TournamentsService) {}

  async handle({ payload }: JobData<'tournament.start'>): Promise<void> {
    const now = new Date();
    if (await this.tournaments.markLive(payload.tournamentId, now)) return;
    const t = await this.tournaments.findById(payload.tournamentId);
    if (t?.status === TournamentStatus.Upcoming && t.startsAt > now) {
      throw new NotDueYetError(`Tournament ${t.id} starts at ${t.startsAt.toISOString()}`);
    }
  }
}
