import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { GameId, type VerifiedRun } from '../../games';

/** A tournament as the result poller reads it. */
export interface PolledTournament {
  id: number;
  game_id: GameId;
  starts_at: Date;
  ends_at: Date;
  settled: boolean;
}

/**
 * The tournament rows results are written against: which tournaments take a result now, and the
 * share lock that keeps a result and the freeze apart (the standings themselves are written by
 * tournament-entries.repository.ts).
 */
@Injectable()
export class TournamentResultsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Share-locks the tournament row until the caller's transaction ends (the freeze takes it FOR
   * UPDATE); whether it is settled, or null when there is no such tournament.
   */
  async lockSettled(manager: EntityManager, tournamentId: number): Promise<boolean | null> {
    const [t]: { settled: boolean }[] = await manager.query(
      `SELECT settled_at IS NOT NULL AS settled FROM tournaments WHERE id = $1 FOR SHARE`,
      [tournamentId],
    );
    return t ? t.settled : null;
  }

  /**
   * The unsettled tournaments of the game the player is registered in whose window holds the
   * whole run, share-locked like any result's, in id order.
   */
  async lockOpenForRun(
    manager: EntityManager,
    run: Pick<VerifiedRun, 'gameId' | 'userId' | 'startedAt' | 'endedAt'>,
  ): Promise<number[]> {
    const open: { id: number }[] = await manager.query(
      `SELECT t.id FROM tournaments t
        WHERE t.game_id = $1 AND t.starts_at <= $3 AND t.ends_at >= $4 AND t.settled_at IS NULL
          AND EXISTS (SELECT 1 FROM tournament_entries e
                       WHERE e.tournament_id = t.id AND e.user_id = $2)
        ORDER BY t.id FOR SHARE`,
      [run.gameId, run.userId, run.startedAt, run.endedAt],
    );
    return open.map((t) => t.id);
  }

  /** The unsettled tournaments of these games live at `now`, soonest end first. */
  async liveOfGames(games: GameId[], now: Date): Promise<number[]> {
    const live: { id: number }[] = await this.dataSource.query(
      `SELECT id FROM tournaments
        WHERE game_id = ANY($1) AND settled_at IS NULL
          AND (status = 'live' OR (starts_at <= $2 AND ends_at > $2))
        ORDER BY ends_at, id`,
      [games, now],
    );
    return live.map((t) => t.id);
  }

  /** Null when there is no such tournament. */
  async polledTournament(id: number): Promise<PolledTournament | null> {
    const [t]: PolledTournament[] = await this.dataSource.query(
      `SELECT id, game_id, starts_at, ends_at, settled_at IS NOT NULL AS settled
         FROM tournaments WHERE id = $1`,
      [id],
    );
    return t ?? null;
  }
}
