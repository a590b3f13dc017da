import { Injectable } from '@nestjs/common';
import { InboxService } from '../../../backend/src/events/inbox.service';
import { JobData } from '../../../backend/src/events/queues';
import { TournamentScheduler, TournamentsService } from '../../../backend/src/modules/tournaments';
import { JobHandler } from './job-handler';

/** A new tournament gets its start and end jobs, once. */
@Injectable()
export class TournamentCreatedHandler implements JobHandler<'tournament.created'> {
  readonly name = 'tournament.created' as const;

  constructor(
    private readonly inbox: InboxService,
    private readonly tournaments: TournamentsService,
    private readonly scheduler: TournamentScheduler,
  ) {}

  async handle({ idempotencyKey, payload }: JobData<'tournament.created'>): Promise<void> {
    await this.inbox.runOnce(idempotencyKey, this.name, async () => {
      const tournament = await this.tournaments.findById(payload.tournamentId);
      if (tournament) await this.scheduler.schedule(tournament);
    });
  }
}
