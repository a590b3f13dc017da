import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import { queryRows } from '../../common/query-rows';
import { PlayerActivityService } from '../activity';
import {
  ARCADE_GAMES,
  inSeconds,
  isArcadeGame,
  playMs,
  RUN_TIME_ALLOWANCE_MS,
} from './arcade-games';
import { ArcadeGameId } from './game-id';
import { gameErrors, replayProblemText } from './games.errors';

/** How many of a player's last runs the game page lists. */
export const RECENT_RUNS = 10;

export interface RecordedRun {
  runId: string;
  score: number;
  durationMs: number;
  endedAt: Date;
}

/** Whether a recorded run replays, as operators see it. */
export type RunVerdict =
  /** Replays from its seed and log to its score, within the server's time. */
  | 'verified'
  /** Recorded before runs were verified: no seed or log to replay. */
  | 'unverified'
  | 'not_replayed'
  | 'score_differs'
  | 'too_long';

/** A recorded run's replay facts, for operators checking a player. */
export interface RunFacts {
  runId: string;
  userId: string;
  gameId: ArcadeGameId;
  seed: number | null;
  ticks: number | null;
  inputCount: number | null;
  recordedScore: number;
  /** The score the replay computes now; null when it does not replay (or cannot). */
  replayedScore: number | null;
  playMs: number | null;
  /** Server time from game_start to game_end. */
  serverMs: number;
  endedAt: Date;
  verdict: RunVerdict;
  /** Why, in words: the replay's refusal, or what matched. */
  detail: string;
}

/** A run game_end has verified and is recording, for what it earns elsewhere. */
export interface VerifiedRun {
  runId: string;
  userId: string;
  gameId: ArcadeGameId;
  score: number;
  /** Server times: game_start's and game_end's. */
  startedAt: Date;
  endedAt: Date;
}

/**
 * Adds what a verified run earns (tournaments: the standings) inside game_end's transaction, so
 * the run and its effects commit together or not at all; answers what to do once committed.
 * Registered by the modules above games (games imports none of them).
 */
export type RunListener = (
  manager: EntityManager,
  run: VerifiedRun,
) => Promise<(() => Promise<void>) | null>;

/** What game_start hands the player: the token game_end spends, and the run's seed. */
export interface StartedRun {
  token: string;
  seed: number;
}

/** What game_end sends: the score the client saw, and the run to replay. */
export interface RunClaim {
  score: number;
  token: string;
  /** The run's length in simulation ticks. */
  ticks: number;
  /** The input log: `tick, lane` pairs. */
  inputs: number[];
}

export interface EndedRun {
  run: RecordedRun;
  /** The player's best score in this game, this run included. */
  bestScore: number;
}

export interface PlayerRuns {
  bestScore: number | null;
  runs: RecordedRun[];
}

/** A uint32 the simulation can start from (its generator never starts at 0). */
function newSeed(): number {
  return randomInt(1, 2 ** 32);
}

/** 256 random bits: far past guessing, so one SHA-256 (no salt, no stretching) keeps it safe. */
function newToken(): string {
  return randomBytes(32).toString('base64url');
}

function hashOf(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

interface SessionRow {
  id: string;
  user_id: string;
  game_id: number;
  ended: boolean;
  expired: boolean;
}

/**
 * Runs of the arcade games: game_start hands the player a secret token and a seed; game_end
 * spends the token once on a run the server replays from that seed and the input log (the
 * game's own simulation), no longer than the time between the two, and records the replayed
 * score.
 */
@Injectable()
export class GameSessionsService {
  private readonly listeners: RunListener[] = [];

  constructor(
    private readonly dataSource: DataSource,
    private readonly activity: PlayerActivityService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Has `listener` told of every verified run, inside the transaction that records it. */
  onRun(listener: RunListener): void {
    this.listeners.push(listener);
  }

  async start(userId: string, gameId: number): Promise<StartedRun> {
    if (!isArcadeGame(gameId)) throw gameErrors.notArcadeGame(gameId);
    const token = newToken();
    const seed = newSeed();
    // The player's abandoned runs that can no longer end go with it, so they never pile up.
    await this.dataSource.query(
      `WITH stale AS (
         DELETE FROM game_sessions
         WHERE user_id = $1 AND ended_at IS NULL AND expires_at <= now()
       )
       INSERT INTO game_sessions (user_id, game_id, token_hash, seed, expires_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
      [userId, gameId, hashOf(token), seed, this.config.gameSessionTtlSeconds],
    );
    return { token, seed };
  }

  /**
   * Spends the token and records the run in one transaction, with the play reported to the
   * player's firsts. The UPDATE takes the session's row lock and only ends a live session, so of
   * two game_end calls with one token exactly one records. The run must fit in the server's time
   * since game_start and replay from the session's seed to the score claimed; a refused call
   * changes nothing.
   */
  async end(userId: string, gameId: number, claim: RunClaim): Promise<EndedRun> {
    const afterCommit: (() => Promise<void>)[] = [];
    const ended = await this.dataSource.transaction(async (manager) => {
      afterCommit.length = 0;
      const [session] = queryRows<{
        id: string;
        game_id: ArcadeGameId;
        seed: string | null;
        started_at: Date;
        elapsed_ms: number;
      }>(
        await manager.query(
          `UPDATE game_sessions SET ended_at = now()
           WHERE token_hash = $1 AND user_id = $2 AND game_id = $3
             AND ended_at IS NULL AND expires_at > now()
           RETURNING id, game_id, seed, started_at,
             floor(extract(epoch FROM now() - started_at) * 1000)::int AS elapsed_ms`,
          [hashOf(claim.token), userId, gameId],
        ),
      );
      if (!session) throw await this.refusal(manager, userId, gameId, claim.token);
      if (session.seed === null) throw gameErrors.sessionUnseeded();
      const game = ARCADE_GAMES[session.game_id];
      // The cheap check first: a claimed length past the server's clock is never replayed.
      const played = playMs(game, claim.ticks);
      if (played > session.elapsed_ms + RUN_TIME_ALLOWANCE_MS) {
        throw gameErrors.runTooLong(inSeconds(played), inSeconds(session.elapsed_ms));
      }
      const replay = game.replay(Number(session.seed), claim.ticks, claim.inputs);
      if (!replay.ok) throw gameErrors.runNotReplayed(replay.problem, claim.ticks);
      if (replay.score !== claim.score) throw gameErrors.scoreMismatch(claim.score, replay.score);
      const [run] = queryRows<{ id: string; ended_at: Date }>(
        await manager.query(
          `INSERT INTO game_runs (session_id, user_id, game_id, score, duration_ms, ticks, inputs)
           VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id, ended_at`,
          [
            session.id,
            userId,
            session.game_id,
            replay.score,
            session.elapsed_ms,
            claim.ticks,
            claim.inputs,
          ],
        ),
      );
      await this.activity.recordPlays(manager, [{ userId, source: `run:${run.id}` }]);
      const verified: VerifiedRun = {
        runId: run.id,
        userId,
        gameId: session.game_id,
        score: replay.score,
        startedAt: session.started_at,
        endedAt: run.ended_at,
      };
      for (const listener of this.listeners) {
        const then = await listener(manager, verified);
        if (then) afterCommit.push(then);
      }
      const [best]: { score: number }[] = await manager.query(
        `SELECT max(score) AS score FROM game_runs WHERE user_id = $1 AND game_id = $2`,
        [userId, session.game_id],
      );
      return {
        run: {
          runId: run.id,
          score: replay.score,
          durationMs: session.elapsed_ms,
          endedAt: run.ended_at,
        },
        bestScore: best.score,
      };
    });
    for (const then of afterCommit) await then();
    return ended;
  }

  /** Why a token did not end a session, named for the player (read after the refusal). */
  private async refusal(
    manager: EntityManager,
    userId: string,
    gameId: number,
    token: string,
  ): Promise<Error> {
    const [row]: SessionRow[] = await manager.query(
      `SELECT id, user_id, game_id, ended_at IS NOT NULL AS ended, expires_at <= now() AS expired
       FROM game_sessions WHERE token_hash = $1`,
      [hashOf(token)],
    );
    if (!row) return gameErrors.sessionNotFound();
    if (row.user_id !== userId) return gameErrors.sessionNotYours();
    if (row.ended) return gameErrors.sessionEnded();
    if (row.game_id !== gameId) {
      return gameErrors.sessionWrongGame(ARCADE_GAMES[row.game_id as ArcadeGameId].name, gameId);
    }
    return gameErrors.sessionExpired();
  }

  /**
   * A recorded run replayed again from its session's seed and its stored log: what game_end
   * checked, for operators. Null when there is no such run.
   */
  async facts(runId: string): Promise<RunFacts | null> {
    const [row]: {
      id: string;
      user_id: string;
      game_id: ArcadeGameId;
      score: number;
      duration_ms: number;
      ticks: number | null;
      inputs: number[] | null;
      ended_at: Date;
      seed: string | null;
    }[] = await this.dataSource.query(
      `SELECT r.id, r.user_id, r.game_id, r.score, r.duration_ms, r.ticks, r.inputs, r.ended_at,
              s.seed
         FROM game_runs r JOIN game_sessions s ON s.id = r.session_id WHERE r.id = $1`,
      [runId],
    );
    if (!row) return null;
    const game = ARCADE_GAMES[row.game_id];
    const base = {
      runId: row.id,
      userId: row.user_id,
      gameId: row.game_id,
      seed: row.seed === null ? null : Number(row.seed),
      ticks: row.ticks,
      inputCount: row.inputs === null ? null : row.inputs.length / 2,
      recordedScore: row.score,
      serverMs: row.duration_ms,
      endedAt: row.ended_at,
    };
    if (row.seed === null || row.ticks === null || row.inputs === null) {
      return {
        ...base,
        replayedScore: null,
        playMs: null,
        verdict: 'unverified',
        detail: 'Recorded before runs were verified: there is no seed or input log to replay.',
      };
    }
    const played = playMs(game, row.ticks);
    const replay = game.replay(Number(row.seed), row.ticks, row.inputs);
    const facts = { ...base, playMs: played, replayedScore: replay.ok ? replay.score : null };
    if (!replay.ok) {
      return {
        ...facts,
        verdict: 'not_replayed',
        detail: `Does not replay: ${replayProblemText(replay.problem, row.ticks)}.`,
      };
    }
    if (played > row.duration_ms + RUN_TIME_ALLOWANCE_MS) {
      return {
        ...facts,
        verdict: 'too_long',
        detail: `Plays ${inSeconds(played)} s, longer than the ${inSeconds(row.duration_ms)} s the server measured.`,
      };
    }
    if (replay.score !== row.score) {
      return {
        ...facts,
        verdict: 'score_differs',
        detail: `Replays to ${replay.score}, not the ${row.score} recorded.`,
      };
    }
    return {
      ...facts,
      verdict: 'verified',
      detail: `Replays from seed ${row.seed} to ${replay.score} in ${row.ticks} ticks (${inSeconds(played)} s of play, ${inSeconds(row.duration_ms)} s on the server), ended by ${replay.endReason === 'crash' ? 'a crash' : 'END'}.`,
    };
  }

  /** A player's last runs of every arcade game, newest first: where operators start. */
  async recentRunIds(userId: string, limit: number): Promise<string[]> {
    const rows: { id: string }[] = await this.dataSource.query(
      `SELECT id FROM game_runs WHERE user_id = $1 ORDER BY ended_at DESC, id DESC LIMIT $2`,
      [userId, limit],
    );
    return rows.map((r) => r.id);
  }

  /** The player's best score and last runs of one game, newest first. */
  async runs(userId: string, gameId: number): Promise<PlayerRuns> {
    if (!isArcadeGame(gameId)) throw gameErrors.notArcadeGame(gameId);
    const [best]: { score: number | null }[] = await this.dataSource.query(
      `SELECT max(score) AS score FROM game_runs WHERE user_id = $1 AND game_id = $2`,
      [userId, gameId],
    );
    const rows: { id: string; score: number; duration_ms: number; ended_at: Date }[] =
      await this.dataSource.query(
        `SELECT id, score, duration_ms, ended_at FROM game_runs
         WHERE user_id = $1 AND game_id = $2 ORDER BY ended_at DESC, id DESC LIMIT $3`,
        [userId, gameId, RECENT_RUNS],
      );
    return {
      bestScore: best?.score ?? null,
      runs: rows.map((r) => ({
        runId: r.id,
        score: r.score,
        durationMs: r.duration_ms,
        endedAt: r.ended_at,
      })),
    };
  }
}
