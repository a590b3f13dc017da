import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import { PlayerActivityService } from '../activity';
import {
  ARCADE_GAMES,
  inSeconds,
  isArcadeGame,
  playMs,
  RUN_TIME_ALLOWANCE_MS,
} from './arcade-games';
import { ArcadeGameId } from './game-id';
import { GameRunsRepository } from './game-runs.repository';
import { GameSessionsRepository } from './game-sessions.repository';
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
    private readonly sessions: GameSessionsRepository,
    private readonly gameRuns: GameRunsRepository,
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
    await this.sessions.insert(
      userId,
      gameId,
      hashOf(token),
      seed,
      this.config.gameSessionTtlSeconds,
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
      const session = await this.sessions.end(manager, hashOf(claim.token), userId, gameId);
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
      const run = await this.gameRuns.insert(manager, {
        sessionId: session.id,
        userId,
        gameId: session.game_id,
        score: replay.score,
        durationMs: session.elapsed_ms,
        ticks: claim.ticks,
        inputs: claim.inputs,
      });
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
      // This run is recorded: the player has a best score.
      const best = (await this.gameRuns.bestScore(manager, userId, session.game_id)) as number;
      return {
        run: {
          runId: run.id,
          score: replay.score,
          durationMs: session.elapsed_ms,
          endedAt: run.ended_at,
        },
        bestScore: best,
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
    const row = await this.sessions.byToken(manager, hashOf(token));
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
    const row = await this.gameRuns.facts(runId);
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
    return this.gameRuns.recentIds(userId, limit);
  }

  /** The player's best score and last runs of one game, newest first. */
  async runs(userId: string, gameId: number): Promise<PlayerRuns> {
    if (!isArcadeGame(gameId)) throw gameErrors.notArcadeGame(gameId);
    const bestScore = await this.gameRuns.bestScore(this.dataSource.manager, userId, gameId);
    const rows = await this.gameRuns.recent(userId, gameId, RECENT_RUNS);
    return {
      bestScore,
      runs: rows.map((r) => ({
        runId: r.id,
        score: r.score,
        durationMs: r.duration_ms,
        endedAt: r.ended_at,
      })),
    };
  }
}
