import { Injectable, Logger } from '@nestjs/common';
import { JobHandler, OnJob } from '../../../events/on-job';
import { JobData } from '../../../events/queues';
import { RankIndex } from '../leaderboard/rank-index';

/**
 * Rebuilds a tournament's rank index from PostgreSQL: asked for by readers that found none, by the
 * sweep for a stale live index, and by settlement's freeze so the index shows the final ranks.
 */
@Injectable()
@OnJob('leaderboard.rebuild')
export class RebuildLeaderboardJob implements JobHandler<'leaderboard.rebuild'> {
  private readonly logger = new Logger(RebuildLeaderboardJob.name);

  constructor(private readonly rankIndex: RankIndex) {}

  async handle({ payload }: JobData<'leaderboard.rebuild'>): Promise<void> {
    const t0 = Date.now();
    // Waits for a rebuild already running: it may have read the standings before the freeze.
    const count = await this.rankIndex.rebuild(payload.tournamentId, { wait: true });
    if (count !== null) {
      this.logger.log(
        `Rank index of tournament ${payload.tournamentId} rebuilt: ${count} entries in ${Date.now() - t0} ms`,
      );
    }
  }
}
