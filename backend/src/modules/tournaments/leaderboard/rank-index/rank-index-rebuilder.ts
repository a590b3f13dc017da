import type { Logger } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import type { QueueRegistry } from '../../../../events/queue-registry';
import { JobData, QUEUES, idempotencyKey } from '../../../../events/queues';
import type { GameId } from '../../../games';
import type { TournamentEntriesRepository } from '../../entries/tournament-entries.repository';
import { FINAL_MODE, liveMode } from '../../standings/standing-order';
import type { StandingsFeed } from '../standings-feed';
import type { RankIndexStore } from './rank-index-store';

/** Entries per script call while rebuilding: Redis serves nobody else while a script runs. */
export const REBUILD_BATCH = 1_000;
const LOCK_MS = 5 * 60_000;
/** How stale a live tournament's index may grow before the sweep rebuilds it (see `refresh`). */
export const INDEX_MAX_AGE_MS = 10 * 60_000;
/** A settled tournament's index is rarely read after a week; it is rebuilt if it is. */
const FINAL_INDEX_TTL_MS = 7 * 24 * 3600_000;
/** The first user id of the table's order (every id sorts after it). */
const BEFORE_FIRST_USER = '00000000-0000-0000-0000-000000000000';

/**
 * Builds a tournament's index from PostgreSQL, the source of truth, and asks the worker for
 * that: when the index is missing, after the freeze for settlement, and while live every
 * INDEX_MAX_AGE_MS (covering a process that died between its commit and its index write).
 */
export class RankIndexRebuilder {
  constructor(
    private readonly store: RankIndexStore,
    private readonly entries: TournamentEntriesRepository,
    private readonly queues: QueueRegistry,
    private readonly feed: StandingsFeed,
    private readonly gameOf: (tournamentId: number) => Promise<GameId>,
    private readonly logger: Logger,
  ) {}

  /** Asks the worker for a rebuild; one waits or runs per tournament at a time. */
  async requestRebuild(tournamentId: number): Promise<void> {
    const jobId = idempotencyKey('leaderboard.rebuild', tournamentId);
    const data: JobData<'leaderboard.rebuild'> = {
      idempotencyKey: jobId,
      payload: { tournamentId },
    };
    try {
      await this.queues.get(QUEUES.scheduling).add('leaderboard.rebuild', data, {
        jobId,
        attempts: 3,
        backoff: { type: 'exponential', delay: 1000 },
        // Removed when done, so the next request can queue a new rebuild under the same id.
        removeOnComplete: true,
        removeOnFail: true,
      });
    } catch (err) {
      this.logger.warn(`Rebuild of rank index ${tournamentId} not requested: ${String(err)}`);
    }
  }

  /**
   * Rebuilds the index from PostgreSQL into a copy and swaps it in atomically; frozen standings
   * are indexed by their final rank. Returns the entries indexed, or null when another rebuild
   * holds the lock and `wait` is false.
   */
  async rebuild(
    tournamentId: number,
    { wait = false, batchSize = REBUILD_BATCH } = {},
  ): Promise<number | null> {
    const token = `${process.pid}-${Date.now()}-${Math.random()}`;
    const deadline = Date.now() + LOCK_MS;
    while (!(await this.store.lock(tournamentId, token, LOCK_MS))) {
      if (!wait || Date.now() > deadline) return null;
      await sleep(200);
    }
    try {
      const frozen = await this.entries.isFrozen(tournamentId);
      const mode = frozen ? FINAL_MODE : liveMode(await this.gameOf(tournamentId));
      await this.store.startCopy(tournamentId, mode, LOCK_MS);
      let count = 0;
      let after = BEFORE_FIRST_USER;
      for (;;) {
        const rows = await this.entries.batchAfter(tournamentId, after, batchSize);
        if (!rows.length) break;
        await this.store.write(tournamentId, mode, 'copy', rows);
        count += rows.length;
        after = rows[rows.length - 1].user_id;
      }
      const ttl = mode === FINAL_MODE ? FINAL_INDEX_TTL_MS : 0;
      const swapped = await this.store.finish(tournamentId, mode, Date.now(), ttl);
      // A swap is a change for watchers too (the frozen ranks, or a repaired index).
      if (swapped) await this.feed.publish({ id: tournamentId });
      return count;
    } finally {
      // Release only our own lock.
      await this.store.unlock(tournamentId, token);
    }
  }

  /** Live tournaments whose index is missing or older than INDEX_MAX_AGE_MS get a rebuild. */
  async refresh(liveTournamentIds: number[], now = Date.now()): Promise<number[]> {
    if (!liveTournamentIds.length) return [];
    // One key per call: each tournament's keys may live on a different Redis Cluster node.
    const builtAt = await Promise.all(liveTournamentIds.map((id) => this.store.builtAt(id)));
    const stale = liveTournamentIds.filter(
      (_, i) => now - Number(builtAt[i] ?? 0) >= INDEX_MAX_AGE_MS,
    );
    for (const id of stale) await this.requestRebuild(id);
    return stale;
  }
}
