import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CircuitBreaker, redisBreaker } from '../../../common/resilience/circuit-breaker';
import { DependencyUnavailableError } from '../../../common/resilience/outages';
import { APP_CONFIG, type AppConfig } from '../../../config/env';
import { QueueRegistry } from '../../../events/queue-registry';
import { createRedis } from '../../../events/redis';
import { GameId } from '../../games';
import {
  IndexedEntry,
  RankedEntry,
  TournamentEntriesRepository,
} from '../entries/tournament-entries.repository';
import { liveMode } from '../standings/standing-order';
import { MissedWrites } from './rank-index/missed-writes';
import { PageCache, RankedPage, ReadExtras } from './rank-index/page-cache';
import { RankIndexRebuilder } from './rank-index/rank-index-rebuilder';
import { RankIndexRepository } from './rank-index/rank-index.repository';
import { IndexAnswer, Overtaking, RankIndexStore } from './rank-index/rank-index-store';
import { RankRedis, defineRankScripts } from './rank-index/rank-scripts';
import { ownRowsOf } from './rank-index/ranked-entries';
import { StandingsFeed } from './standings-feed';

export type { Overtaking } from './rank-index/rank-index-store';
export type { RankedPage, ReadExtras } from './rank-index/page-cache';
export { INDEX_MAX_AGE_MS } from './rank-index/rank-index-rebuilder';
export { OVERTAKEN_PER_WRITE } from './rank-index/rank-scripts';

/**
 * Readers and writers give Redis this long to answer, then skip it for BREAKER_PAUSE_MS (the
 * leaderboard reads PostgreSQL meanwhile): a Redis outage costs a page about 1 s once, not
 * every call.
 */
const REDIS_ANSWER_MS = 1000;
const BREAKER_PAUSE_MS = 5000;
const NO_EXTRAS: ReadExtras = { podium: 0, around: 0 };

/**
 * Leaderboard order in Redis, so a page and a player's rank cost O(log n) at any size.
 * PostgreSQL stays the source of truth: every standing change is applied after its commit
 * (newest version wins), and the index is rebuilt from the table when it is missing (a Redis
 * restart), after the freeze for settlement, and every INDEX_MAX_AGE_MS while live (covering a
 * process that died between its commit and its index write). Until it is ready readers use SQL.
 *
 * This class is the front of its parts, in rank-index/: the Lua scripts (scripts/, loaded by
 * rank-scripts.ts), the Redis calls (rank-index-store.ts), what this process keeps of it and
 * when it may answer from that (page-cache.ts, page-trust.ts), the rebuilds
 * (rank-index-rebuilder.ts), the writes Redis missed (missed-writes.ts) and its SQL
 * (rank-index.repository.ts).
 */
@Injectable()
export class RankIndex implements OnModuleDestroy {
  private readonly logger = new Logger(RankIndex.name);
  private readonly redis: RankRedis;
  private readonly breaker: CircuitBreaker;
  private readonly store: RankIndexStore;
  private readonly cache: PageCache;
  private readonly rebuilder: RankIndexRebuilder;
  private readonly missed: MissedWrites;
  private readonly repository: RankIndexRepository;
  private readonly games = new Map<number, GameId>();

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    dataSource: DataSource,
    entries: TournamentEntriesRepository,
    queues: QueueRegistry,
    private readonly feed: StandingsFeed,
  ) {
    const redis = createRedis(config, { maxRetriesPerRequest: 2 });
    // A lost connection is told once, by the breaker; ioredis would print each reconnection.
    redis.on('error', () => undefined);
    this.redis = defineRankScripts(redis);
    this.store = new RankIndexStore(this.redis, config.redisPrefix);
    this.repository = new RankIndexRepository(dataSource);
    this.rebuilder = new RankIndexRebuilder(
      this.store,
      entries,
      queues,
      feed,
      (id) => this.gameOrThrow(id),
      this.logger,
    );
    this.missed = new MissedWrites((id) => this.rebuilder.requestRebuild(id));
    this.cache = new PageCache(feed, (id) => this.missed.has(id));
    this.breaker = redisBreaker(redis, {
      pauseMs: BREAKER_PAUSE_MS,
      timeoutMs: REDIS_ANSWER_MS,
      onOpen: (err) =>
        this.logger.warn(`Rank index unavailable, leaderboards read from SQL: ${String(err)}`),
      onClose: () => {
        this.logger.log('Rank index reachable again');
        this.missed.askAll();
      },
    });
  }

  async onModuleDestroy(): Promise<void> {
    this.cache.close();
    await this.redis.quit().catch(() => undefined);
  }

  /**
   * Applies committed standing changes and answers who passed whom. Never throws: a missed write
   * is repaired by a rebuild, asked for once Redis answers again; until it is done this process
   * reads that tournament from SQL (and nobody is told they were overtaken).
   */
  async apply(tournamentId: number, rows: IndexedEntry[]): Promise<Overtaking[]> {
    if (!rows.length) return [];
    try {
      const mode = liveMode(await this.gameOrThrow(tournamentId));
      // A big batch (a poll of every player) gets longer than a page.
      const { changed, moved, overtaken } = await this.breaker.run(
        () => this.store.write(tournamentId, mode, 'all', rows),
        REDIS_ANSWER_MS + rows.length,
      );
      if (changed > 0) await this.feed.publish({ id: tournamentId, moved });
      return overtaken;
    } catch (err) {
      this.missed.note(tournamentId);
      if (!(err instanceof DependencyUnavailableError)) {
        this.logger.warn(`Rank index of tournament ${tournamentId} not updated: ${String(err)}`);
      }
      return [];
    }
  }

  /**
   * One page in rank order plus the caller's own entry (and, for a caller with one, the podium
   * and the players around them when asked), in one call, or null when the index is not ready, in
   * which case a rebuild is requested and the caller uses SQL. What was read before is kept with
   * the index's version and sent again only once the index changed.
   */
  async read(
    tournamentId: number,
    offset: number,
    limit: number,
    callerId: string | undefined,
    extras: ReadExtras = NO_EXTRAS,
  ): Promise<RankedPage | null> {
    const now = Date.now();
    const held = this.cache.lookup(tournamentId, offset, limit, callerId, extras);
    const fromHeld = this.cache.answerHeld(held, now);
    if (fromHeld) return fromHeld;
    // What is heard while Redis answers decides whether its answer may be trusted after it.
    const mark = this.cache.mark();
    let answer: IndexAnswer | null;
    try {
      answer = await this.breaker.run(() => this.store.read(tournamentId, held));
    } catch (err) {
      // Skipped while the breaker is open: it said so once.
      if (!(err instanceof DependencyUnavailableError)) {
        this.logger.warn(`Rank index of tournament ${tournamentId} unreadable: ${String(err)}`);
      }
      return null;
    }
    if (!answer) {
      // Only for tournaments that exist: unknown ids from callers must not queue work.
      if ((await this.gameOf(tournamentId)) !== null) await this.requestRebuild(tournamentId);
      return null;
    }
    if (this.missed.lacksWrites(tournamentId, answer.version)) return null;
    return this.cache.keep(held, answer, mark, now);
  }

  /**
   * The own rows of many players, in one call: those with an entry, with their rank and how many
   * share it; null when the index cannot answer (not ready, or Redis away).
   */
  async readOwn(tournamentId: number, userIds: string[]): Promise<Map<string, RankedEntry> | null> {
    if (this.missed.has(tournamentId)) return null;
    let reply: (string | number)[] | null;
    try {
      reply = await this.breaker.run(() => this.store.readOwn(tournamentId, userIds));
    } catch {
      return null;
    }
    return reply && ownRowsOf(reply);
  }

  /** The tournament's game (it never changes), or null when there is no such tournament. */
  async gameOf(tournamentId: number): Promise<GameId | null> {
    let game = this.games.get(tournamentId);
    if (game === undefined) {
      const found = await this.repository.gameOf(tournamentId);
      if (found === null) return null;
      game = found;
      this.games.set(tournamentId, game);
    }
    return game;
  }

  /** Asks the worker for a rebuild; one waits or runs per tournament at a time. */
  requestRebuild(tournamentId: number): Promise<void> {
    return this.rebuilder.requestRebuild(tournamentId);
  }

  /**
   * Rebuilds the index from PostgreSQL into a copy and swaps it in atomically; frozen standings
   * are indexed by their final rank. Returns the entries indexed, or null when another rebuild
   * holds the lock and `wait` is false.
   */
  rebuild(
    tournamentId: number,
    options?: { wait?: boolean; batchSize?: number },
  ): Promise<number | null> {
    return this.rebuilder.rebuild(tournamentId, options);
  }

  /** Live tournaments whose index is missing or older than INDEX_MAX_AGE_MS get a rebuild. */
  refresh(liveTournamentIds: number[], now?: number): Promise<number[]> {
    return this.rebuilder.refresh(liveTournamentIds, now);
  }

  /** Drops a tournament's index (tests, and operators after a manual fix in the table). */
  async drop(tournamentId: number): Promise<void> {
    await this.store.drop(tournamentId);
    // Readers forget what they hold of it.
    await this.feed.publish({ id: tournamentId });
  }

  private async gameOrThrow(tournamentId: number): Promise<GameId> {
    const game = await this.gameOf(tournamentId);
    if (game === null) throw new Error(`Tournament ${tournamentId} not found`);
    return game;
  }
}
