import { Injectable } from '@nestjs/common';
import { InboxService } from '../../../events/inbox.service';
import { JobHandler, jobNameOf, OnJob } from '../../../events/on-job';
import { JobData } from '../../../events/queues';
import { TournamentScheduler } from '../tournament-scheduler.service';
import { TournamentsService } from '../tournaments.service';

/** A new tournament gets its start and end jobs, once. */
@Injectable()
@OnJob('tournament.created')
export class ScheduleTournamentJob implements JobHandler<'tournament.created'> {
  constructor(
    private readonly inbox: InboxService,
    private readonly tournaments: TournamentsService,
    private readonly scheduler: TournamentScheduler,
  ) {}

  async handle({ idempotencyKey, payload }: JobData<'tournament.created'>): Promise<void> {
    await this.inbox.runOnce(idempotencyKey, jobNameOf(this), async () => {
      const tournament = await this.tournaments.findById(payload.tournamentId);
      if (tournament) await this.scheduler.schedule(tournament);
    });
  }
}
