import { Injectable } from '@nestjs/common';
import { JobHandler, OnJob } from '../../../events/on-job';
import { TournamentStatus } from '../entities/tournament.entity';
import { RankIndex } from '../leaderboard/rank-index';
import { TournamentScheduler } from '../tournament-scheduler.service';
import { TournamentsService } from '../tournaments.service';

/** Every minute: repair transitions whose delayed jobs were lost, and refresh stale rank indexes. */
@Injectable()
@OnJob('tournament.sweep')
export class TournamentSweepJob implements JobHandler<'tournament.sweep'> {
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
