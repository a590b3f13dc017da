import { Injectable } from '@nestjs/common';
import {
  RankIndex,
  TournamentScheduler,
  TournamentsService,
  TournamentStatus,
} from '../../../backend/src/modules/tournaments';
import { JobHandler } from './job-handler';

/** Every minute: repair transitions whose delayed jobs were lost, and refresh stale rank indexes. */
@Injectable()
export class TournamentSweepHandler implements JobHandler<'tournament.sweep'> {
  readonly name = 'tournament.sweep' as const;

  constructor(
    private readonly scheduler: TournamentScheduler,
    private readonly tournaments: TournamentsService,
    private readonly rankIndex: RankIndex,
  ) {}

  async handle(): Promise<void> {
    await this.scheduler.sweep();
    const open = await this.tournaments.listOpen();
    await this.rankIndex.refresh(
      open.filter((t) => t.status === TournamentStatus.Live).map((t) => t.id),
    );
  }
}
