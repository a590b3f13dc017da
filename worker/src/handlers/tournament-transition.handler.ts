import { Injectable } from '@nestjs/common';
import { JobData } from '../../../backend/src/events/queues';
import { TournamentsService, TournamentStatus } from '../../../backend/src/modules/tournaments';
import { JobHandler } from './job-handler';

/** Thrown when a delayed job fires before its moment (clock skew): BullMQ retries it shortly. */
export class NotDueYetError extends Error {}

@Injectable()
export class TournamentStartHandler implements JobHandler<'tournament.start'> {
  readonly name = 'tournament.start' as const;

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

@Injectable()
export class TournamentEndHandler implements JobHandler<'tournament.end'> {
  readonly name = 'tournament.end' as const;

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
