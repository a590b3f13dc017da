import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { queryRows } from '../../../database/query-rows';
import { RankIndex, StandingRow } from '../leaderboard/rank-index';
import { tournamentErrors } from '../tournaments.errors';

/** A player's standing as a result source reports it; fields left out keep their stored value. */
export interface PlayerStanding {
  user_id: string;
  points: number;
  wins?: number;
  draws?: number;
  losses?: number;
  completion_seconds?: number;
  start_trophy?: number;
  end_trophy?: number;
}

/**
 * The one writer of standings (operator ingest and the result pollers). All or nothing; refused
 * once the standings are frozen for settlement. Each change bumps the entry's standing_version and
 * is then applied to the rank index, newest version winning.
 */
@Injectable()
export class TournamentResultsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly rankIndex: RankIndex,
  ) {}

  async record(tournamentId: number, standings: PlayerStanding[]): Promise<number> {
    const changed = await this.dataSource.transaction(async (manager) => {
      const [{ frozen }]: { frozen: boolean }[] = await manager.query(
        `SELECT EXISTS (SELECT 1 FROM tournament_entries WHERE tournament_id = $1 AND final_rank IS NOT NULL)
             OR EXISTS (SELECT 1 FROM tournaments WHERE id = $1 AND settled_at IS NOT NULL) AS frozen`,
        [tournamentId],
      );
      if (frozen) throw tournamentErrors.resultsFinal();
      const updated = queryRows<StandingRow>(
        await manager.query(
          `UPDATE tournament_entries e SET
            points = r.points, wins = COALESCE(r.wins, e.wins), draws = COALESCE(r.draws, e.draws),
            losses = COALESCE(r.losses, e.losses),
            completion_seconds = COALESCE(r.completion_seconds, e.completion_seconds),
            start_trophy = COALESCE(r.start_trophy, e.start_trophy),
            end_trophy = COALESCE(r.end_trophy, e.end_trophy),
            standing_version = e.standing_version + 1
          FROM jsonb_to_recordset($2::jsonb) AS r(user_id uuid, points int, wins int, draws int,
               losses int, completion_seconds int, start_trophy int, end_trophy int)
         WHERE e.tournament_id = $1 AND e.user_id = r.user_id
         RETURNING ${RankIndex.COLUMNS.map((c) => `e.${c}`).join(', ')}`,
          [tournamentId, JSON.stringify(standings)],
        ),
      );
      const found = new Set(updated.map((u) => u.user_id));
      const missing = standings.filter((r) => !found.has(r.user_id)).map((r) => r.user_id);
      if (missing.length) throw tournamentErrors.notRegistered(missing);
      return updated;
    });
    await this.rankIndex.apply(tournamentId, changed);
    return changed.length;
  }
}
