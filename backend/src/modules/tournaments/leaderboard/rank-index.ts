import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../config/env';
import { QueueRegistry } from '../../../events/queue-registry';
import { JobData, QUEUES, idempotencyKey } from '../../../events/queues';
import { createRedis } from '../../../events/redis';
import { GameId } from '../entities/tournament.entity';
import { Standing, StandingMode, liveMode, standingKey } from './standing-key';

/** An entry's standing as PostgreSQL holds it, with the version that orders its changes. */
export interface StandingRow extends Standing {
  user_id: string;
  standing_version: number;
}

export interface RankedIds {
  mode: StandingMode;
  total: number;
  /** The page's players in leaderboard order with their ranks (ties share one). */
  entries: { user_id: string; rank: number }[];
  own: { user_id: string; rank: number } | null;
}

const REBUILD_BATCH = 10_000;
const LOCK_MS = 5 * 60_000;
/** How stale a live tournament's index may grow before the sweep rebuilds it (see `refresh`). */
export const INDEX_MAX_AGE_MS = 10 * 60_000;

// Members are `key|user_id` in one sorted set (all scores 0, so it sorts by bytes); a hash maps
// each player to `version|member`, so a change replaces the old member and an older change is
// ignored. While a rebuild runs, writes go to its copy as well.
const APPLY = `
local function apply(z, h, uid, ver, key)
  local cur = redis.call('HGET', h, uid)
  if cur then
    local sep = string.find(cur, '|', 1, true)
    if tonumber(string.sub(cur, 1, sep - 1)) >= tonumber(ver) then return 0 end
    redis.call('ZREM', z, string.sub(cur, sep + 1))
  end
  local member = key .. '|' .. uid
  redis.call('ZADD', z, 0, member)
  redis.call('HSET', h, uid, ver .. '|' .. member)
  return 1
end
local mode = ARGV[1]
local toLive = ARGV[2] == 'all' and redis.call('GET', KEYS[5]) == mode
local toCopy = redis.call('GET', KEYS[6]) == mode
local n = 0
for i = 3, #ARGV, 3 do
  if toLive then n = n + apply(KEYS[1], KEYS[2], ARGV[i], ARGV[i + 1], ARGV[i + 2]) end
  if toCopy then apply(KEYS[3], KEYS[4], ARGV[i], ARGV[i + 1], ARGV[i + 2]) end
end
return n`;

const FINISH = `
if redis.call('GET', KEYS[6]) ~= ARGV[1] then return 0 end
if redis.call('EXISTS', KEYS[3]) == 1 then redis.call('RENAME', KEYS[3], KEYS[1]) else redis.call('DEL', KEYS[1]) end
if redis.call('EXISTS', KEYS[4]) == 1 then redis.call('RENAME', KEYS[4], KEYS[2]) else redis.call('DEL', KEYS[2]) end
redis.call('DEL', KEYS[6])
redis.call('SET', KEYS[5], ARGV[1])
redis.call('SET', KEYS[7], ARGV[2])
return 1`;

// Rank = 1 + players strictly ahead = 1 + members whose key sorts before this key.
const READ = `
local mode = redis.call('GET', KEYS[3])
if not mode then return false end
local function keyOf(member) return string.sub(member, 1, string.find(member, '|', 1, true) - 1) end
local function rankOf(key) return redis.call('ZLEXCOUNT', KEYS[1], '-', '(' .. key) + 1 end
local offset = tonumber(ARGV[1])
local members = redis.call('ZRANGE', KEYS[1], offset, offset + tonumber(ARGV[2]) - 1)
local firstRank = 0
if #members > 0 then firstRank = rankOf(keyOf(members[1])) end
local own = ''
local ownRank = 0
if ARGV[3] ~= '' then
  local cur = redis.call('HGET', KEYS[2], ARGV[3])
  if cur then
    own = string.sub(cur, string.find(cur, '|', 1, true) + 1)
    ownRank = rankOf(keyOf(own))
  end
end
return {mode, redis.call('ZCARD', KEYS[1]), firstRank, members, own, ownRank}`;

type ReadReply = [StandingMode, number, number, string[], string, number] | null;

interface RankScripts {
  lbApply(...args: (string | number)[]): Promise<number>;
  lbFinish(...args: (string | number)[]): Promise<number>;
  lbRead(...args: (string | number)[]): Promise<ReadReply>;
}

/**
 * Leaderboard order in Redis, so a page and a player's rank cost O(log n) at any size.
 * PostgreSQL stays the source of truth: every standing change is applied after its commit
 * (newest version wins), and the index is rebuilt from the table when it is missing (a Redis
 * restart), after the freeze for settlement, and every INDEX_MAX_AGE_MS while live (covering a
 * process that died between its commit and its index write). Until it is ready readers use SQL.
 */
@Injectable()
export class RankIndex implements OnModuleDestroy {
  static readonly COLUMNS = [
    'user_id',
    'points',
    'wins',
    'losses',
    'completion_seconds',
    'final_rank',
    'standing_version',
  ] as const;

  private readonly logger = new Logger(RankIndex.name);
  private readonly redis: Redis & RankScripts;
  private readonly games = new Map<number, GameId>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly queues: QueueRegistry,
  ) {
    const redis = createRedis(config, { maxRetriesPerRequest: 2 });
    redis.defineCommand('lbApply', { numberOfKeys: 6, lua: APPLY });
    redis.defineCommand('lbFinish', { numberOfKeys: 7, lua: FINISH });
    redis.defineCommand('lbRead', { numberOfKeys: 3, lua: READ });
    this.redis = redis as Redis & RankScripts;
  }

  async onModuleDestroy(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }

  /** Applies committed standing changes. Never throws: a missed write is repaired by a rebuild. */
  async apply(tournamentId: number, rows: StandingRow[]): Promise<void> {
    if (!rows.length) return;
    try {
      const mode = liveMode(await this.gameOf(tournamentId));
      await this.write(tournamentId, mode, 'all', rows);
    } catch (err) {
      this.logger.warn(`Rank index of tournament ${tournamentId} not updated: ${String(err)}`);
    }
  }

  /**
   * One page of player ids in rank order plus the caller's rank, or null when the index is not
   * ready, in which case a rebuild is requested and the caller uses SQL.
   */
  async read(
    tournamentId: number,
    offset: number,
    limit: number,
    callerId: string | undefined,
  ): Promise<RankedIds | null> {
    let reply: ReadReply;
    try {
      const k = this.keys(tournamentId);
      reply = await this.redis.lbRead(k.zset, k.hash, k.ready, offset, limit, callerId ?? '');
    } catch (err) {
      this.logger.warn(`Rank index of tournament ${tournamentId} unreadable: ${String(err)}`);
      return null;
    }
    if (!reply) {
      await this.requestRebuild(tournamentId);
      return null;
    }
    const [mode, total, firstRank, members, own, ownRank] = reply;
    const entries: RankedIds['entries'] = [];
    let previousKey = '';
    members.forEach((member, i) => {
      const [key, userId] = member.split('|');
      const rank = i === 0 ? firstRank : key === previousKey ? entries[i - 1].rank : offset + i + 1;
      entries.push({ user_id: userId, rank });
      previousKey = key;
    });
    return {
      mode,
      total,
      entries,
      own: own ? { user_id: own.split('|')[1], rank: ownRank } : null,
    };
  }

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
    const k = this.keys(tournamentId);
    const token = `${process.pid}-${Date.now()}-${Math.random()}`;
    const deadline = Date.now() + LOCK_MS;
    while (!(await this.redis.set(k.lock, token, 'PX', LOCK_MS, 'NX'))) {
      if (!wait || Date.now() > deadline) return null;
      await sleep(200);
    }
    try {
      const [{ frozen }]: { frozen: boolean }[] = await this.dataSource.query(
        `SELECT EXISTS (SELECT 1 FROM tournament_entries WHERE tournament_id = $1 AND final_rank IS NOT NULL) AS frozen`,
        [tournamentId],
      );
      const mode = frozen ? 'final' : liveMode(await this.gameOf(tournamentId));
      await this.redis.del(k.copy, k.copyHash);
      await this.redis.set(k.building, mode, 'PX', LOCK_MS);
      let count = 0;
      let after = '00000000-0000-0000-0000-000000000000';
      for (;;) {
        const rows: StandingRow[] = await this.dataSource.query(
          `SELECT ${RankIndex.COLUMNS.join(', ')} FROM tournament_entries
            WHERE tournament_id = $1 AND user_id > $2 ORDER BY user_id LIMIT $3`,
          [tournamentId, after, batchSize],
        );
        if (!rows.length) break;
        await this.write(tournamentId, mode, 'copy', rows);
        count += rows.length;
        after = rows[rows.length - 1].user_id;
      }
      await this.redis.lbFinish(
        k.zset,
        k.hash,
        k.copy,
        k.copyHash,
        k.ready,
        k.building,
        k.builtAt,
        mode,
        Date.now(),
      );
      return count;
    } finally {
      // Release only our own lock.
      if ((await this.redis.get(k.lock)) === token) await this.redis.del(k.lock);
    }
  }

  /** Live tournaments whose index is missing or older than INDEX_MAX_AGE_MS get a rebuild. */
  async refresh(liveTournamentIds: number[], now = Date.now()): Promise<number[]> {
    const requested: number[] = [];
    for (const id of liveTournamentIds) {
      const builtAt = Number((await this.redis.get(this.keys(id).builtAt)) ?? 0);
      if (now - builtAt < INDEX_MAX_AGE_MS) continue;
      await this.requestRebuild(id);
      requested.push(id);
    }
    return requested;
  }

  /** Drops a tournament's index (tests, and operators after a manual fix in the table). */
  async drop(tournamentId: number): Promise<void> {
    const k = this.keys(tournamentId);
    await this.redis.del(k.zset, k.hash, k.ready, k.builtAt);
  }

  private async write(
    tournamentId: number,
    mode: StandingMode,
    target: 'all' | 'copy',
    rows: StandingRow[],
  ): Promise<number> {
    const k = this.keys(tournamentId);
    const args: (string | number)[] = [];
    for (const row of rows) {
      args.push(row.user_id, row.standing_version, standingKey(mode, row));
    }
    return this.redis.lbApply(
      k.zset,
      k.hash,
      k.copy,
      k.copyHash,
      k.ready,
      k.building,
      mode,
      target,
      ...args,
    );
  }

  private async gameOf(tournamentId: number): Promise<GameId> {
    let game = this.games.get(tournamentId);
    if (game === undefined) {
      const [row]: { game_id: GameId }[] = await this.dataSource.query(
        `SELECT game_id FROM tournaments WHERE id = $1`,
        [tournamentId],
      );
      if (!row) throw new Error(`Tournament ${tournamentId} not found`);
      game = row.game_id;
      this.games.set(tournamentId, game); // a tournament's game never changes
    }
    return game;
  }

  // One hash tag per tournament keeps its keys in one Redis Cluster slot, as the scripts need.
  private keys(tournamentId: number) {
    const base = `${this.config.redisPrefix}:lb:{${tournamentId}}`;
    return {
      zset: base,
      hash: `${base}:players`,
      copy: `${base}:copy`,
      copyHash: `${base}:copy-players`,
      ready: `${base}:ready`,
      building: `${base}:building`,
      builtAt: `${base}:built-at`,
      lock: `${base}:lock`,
    };
  }
}
