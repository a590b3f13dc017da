import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { queryRows } from '../../common/postgres/query-rows';
import { ArcadeGameId } from './game-id';

/** A recorded run with its session's seed, for replaying it again. */
export interface RunFactsRow {
  id: string;
  user_id: string;
  game_id: ArcadeGameId;
  score: number;
  duration_ms: number;
  ticks: number | null;
  inputs: number[] | null;
  ended_at: Date;
  seed: string | null;
}

export interface RunRow {
  id: string;
  score: number;
  duration_ms: number;
  ended_at: Date;
}

/** game_runs: the verified runs of the arcade games, with the input logs that replay them. */
@Injectable()
export class GameRunsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async insert(
    manager: EntityManager,
    run: {
      sessionId: string;
      userId: string;
      gameId: ArcadeGameId;
      score: number;
      durationMs: number;
      ticks: number;
      inputs: number[];
    },
  ): Promise<{ id: string; ended_at: Date }> {
    const [row] = queryRows<{ id: string; ended_at: Date }>(
      await manager.query(
        `INSERT INTO game_runs (session_id, user_id, game_id, score, duration_ms, ticks, inputs)
           VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id, ended_at`,
        [run.sessionId, run.userId, run.gameId, run.score, run.durationMs, run.ticks, run.inputs],
      ),
    );
    return row;
  }

  /** The player's best score in the game; null before their first run. */
  async bestScore(manager: EntityManager, userId: string, gameId: number): Promise<number | null> {
    const [best]: { score: number | null }[] = await manager.query(
      `SELECT max(score) AS score FROM game_runs WHERE user_id = $1 AND game_id = $2`,
      [userId, gameId],
    );
    return best?.score ?? null;
  }

  /** A run with its session's seed; undefined when there is no such run. */
  async facts(runId: string): Promise<RunFactsRow | undefined> {
    const [row]: RunFactsRow[] = await this.dataSource.query(
      `SELECT r.id, r.user_id, r.game_id, r.score, r.duration_ms, r.ticks, r.inputs, r.ended_at,
              s.seed
         FROM game_runs r JOIN game_sessions s ON s.id = r.session_id WHERE r.id = $1`,
      [runId],
    );
    return row;
  }

  /** A player's last run ids of every arcade game, newest first. */
  async recentIds(userId: string, limit: number): Promise<string[]> {
    const rows: { id: string }[] = await this.dataSource.query(
      `SELECT id FROM game_runs WHERE user_id = $1 ORDER BY ended_at DESC, id DESC LIMIT $2`,
      [userId, limit],
    );
    return rows.map((r) => r.id);
  }

  /** A player's last runs of one game, newest first. */
  recent(userId: string, gameId: number, limit: number): Promise<RunRow[]> {
    return this.dataSource.query(
      `SELECT id, score, duration_ms, ended_at FROM game_runs
         WHERE user_id = $1 AND game_id = $2 ORDER BY ended_at DESC, id DESC LIMIT $3`,
      [userId, gameId, limit],
    );
  }
}
