import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { OutboxService } from '../../../events/outbox.service';
import { idempotencyKey } from '../../../events/queues';
import { PlayerActivityService } from '../../activity';
import { GameSessionsService, pointsFor, type VerifiedRun } from '../../games';
import {
  IndexedEntry,
  MatchStanding,
  PlayerStanding,
  TournamentEntriesRepository,
} from '../entries/tournament-entries.repository';
import { Overtaking, RankIndex } from '../leaderboard/rank-index';
import { tournamentErrors } from '../tournaments.errors';
import { TournamentResultsRepository } from './tournament-results.repository';

/**
 * The one writer of standings (operator ingest, the result pollers, the arena's matches and the
 * arcade games' verified runs). All or nothing; refused once the standings are frozen for
 * settlement. Each change bumps the entry's standing_version and is then applied to the rank
 * index, newest version winning.
 */
@Injectable()
export class TournamentResultsService implements OnModuleInit {
  private readonly logger = new Logger(TournamentResultsService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly entries: TournamentEntriesRepository,
    private readonly tournaments: TournamentResultsRepository,
    private readonly rankIndex: RankIndex,
    private readonly activity: PlayerActivityService,
    private readonly outbox: OutboxService,
    private readonly sessions: GameSessionsService,
  ) {}

  onModuleInit(): void {
    this.sessions.onRun((manager, run) => this.recordRun(manager, run));
  }

  async record(tournamentId: number, standings: PlayerStanding[]): Promise<number> {
    const changed = await this.dataSource.transaction(async (manager) => {
      await this.lockOpenStandings(manager, tournamentId);
      const updated = await this.entries.updateStandings(
        manager,
        tournamentId,
        standings.map((r) => ({ ...r, played: hasPlayed(r) })),
      );
      const found = new Set(updated.map((u) => u.user_id));
      const missing = standings.filter((r) => !found.has(r.user_id)).map((r) => r.user_id);
      if (missing.length) throw tournamentErrors.notRegistered(missing);
      await this.activity.recordPlays(
        manager,
        standings.filter(hasPlayed).map((r) => ({
          userId: r.user_id,
          source: `tournament:${tournamentId}` as const,
        })),
      );
      return updated;
    });
    await this.overtook(tournamentId, changed, await this.rankIndex.apply(tournamentId, changed));
    return changed.length;
  }

  /**
   * Adds one match's results to the standings in one transaction with the caller's own writes
   * (`write`: the match row and its plays, keyed by the match id). When `write` answers false the
   * match was already recorded and nothing is added, so a match counts once however often it is
   * reported. Refused, like `record`, once the standings are frozen.
   */
  async recordMatch(
    tournamentId: number,
    results: MatchStanding[],
    write: (manager: EntityManager) => Promise<boolean>,
  ): Promise<boolean> {
    const changed = await this.dataSource.transaction(async (manager) => {
      await this.lockOpenStandings(manager, tournamentId);
      if (!(await write(manager))) return null;
      if (!results.length) return [];
      const updated = await this.entries.addMatchResults(manager, tournamentId, results);
      if (updated.length !== results.length) {
        const found = new Set(updated.map((u) => u.user_id));
        throw tournamentErrors.notRegistered(
          results.filter((r) => !found.has(r.user_id)).map((r) => r.user_id),
        );
      }
      return updated;
    });
    if (!changed) return false;
    await this.overtook(tournamentId, changed, await this.rankIndex.apply(tournamentId, changed));
    return true;
  }

  /**
   * A verified run (game_end, inside its transaction): the player's points become the run's score
   * in every tournament of its game they are registered in whose window holds the whole run
   * (started at or after the start, ended by the end), where it beats their best and the ranks
   * are not frozen. Each such tournament's row is share-locked first, as for any result, so a
   * freeze waits for the run and ranks it, and a run arriving after the freeze began changes
   * nothing there. Answers the rank index's update and the overtaken notices, for after commit.
   */
  async recordRun(manager: EntityManager, run: VerifiedRun): Promise<(() => Promise<void>) | null> {
    const open = await this.tournaments.lockOpenForRun(manager, run);
    const points = pointsFor(run.gameId, { kind: 'runs', bestRun: run.score });
    const changed = await this.entries.raiseToBest(manager, open, run.userId, points);
    if (!changed.length) return null;
    return async () => {
      for (const { tournament_id: tournamentId, ...entry } of changed) {
        const overtaken = await this.rankIndex.apply(tournamentId, [entry]);
        await this.overtook(tournamentId, [entry], overtaken);
      }
    };
  }

  /**
   * Records who passed whom, for the notification centre. Known only once the change reached the
   * rank index, so after the change's commit: a crash in between costs those notices, never
   * doubles one (the key is the mover's standing version).
   */
  private async overtook(
    tournamentId: number,
    changed: IndexedEntry[],
    overtaken: Overtaking[],
  ): Promise<void> {
    if (!overtaken.length) return;
    const versions = new Map(changed.map((c) => [c.user_id, c.standing_version]));
    const at = Date.now();
    try {
      await this.outbox.addMany(
        this.dataSource.manager,
        overtaken.map((o) => ({
          name: 'standing.overtook' as const,
          payload: { tournamentId, userId: o.userId, passedIds: o.passedIds, at },
          idempotencyKey: idempotencyKey(
            'standing.overtook',
            tournamentId,
            o.userId,
            String(versions.get(o.userId) ?? at),
          ),
        })),
      );
    } catch (err) {
      // The standings are saved; only the "overtaken" notices are lost.
      this.logger.warn(`Overtaking in ${tournamentId} not recorded: ${(err as Error).message}`);
    }
  }

  /**
   * Shares the tournament row's lock until the caller's transaction ends, then refuses once the
   * standings are frozen. The freeze takes the row FOR UPDATE, so it waits for every result
   * already past this check and ranks it; a result arriving after the freeze began waits for it
   * and is refused. A plain read here let a result commit after the freeze had ranked without it.
   */
  private async lockOpenStandings(manager: EntityManager, tournamentId: number): Promise<void> {
    const settled = await this.tournaments.lockSettled(manager, tournamentId);
    if (settled === null) throw tournamentErrors.notFound();
    if (settled || (await this.entries.isFrozen(tournamentId, manager))) {
      throw tournamentErrors.resultsFinal();
    }
  }
}

/** A standing that shows a game played: any result, points, or a trophy count that moved. */
function hasPlayed(s: PlayerStanding): boolean {
  const trophiesMoved = s.end_trophy != null && s.end_trophy !== (s.start_trophy ?? s.end_trophy);
  return s.points !== 0 || (s.wins ?? 0) + (s.draws ?? 0) + (s.losses ?? 0) > 0 || trophiesMoved;
}
