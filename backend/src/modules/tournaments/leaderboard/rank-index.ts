import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { CircuitBreaker, redisBreaker } from '../../../common/circuit-breaker';
import { dropOldest } from '../../../common/drop-oldest';
import { DependencyUnavailableError } from '../../../common/outages';
import { APP_CONFIG, type AppConfig } from '../../../config/env';
import { QueueRegistry } from '../../../events/queue-registry';
import { JobData, QUEUES, idempotencyKey } from '../../../events/queues';
import { createRedis, RedisClient } from '../../../events/redis';
import { GameId } from '../../games';
import {
  IndexedEntry,
  RankedEntry,
  ShownEntry,
  TournamentEntriesRepository,
} from '../entries/tournament-entries.repository';
import { FINAL_MODE, StandingMode, liveMode, standingKey } from '../standings/standing-order';
import { StandingsChange, StandingsFeed } from './standings-feed';
import { shownVersion, versionBefore, versionParts } from './standings-version';

/** A player who moved ahead of others in one write, and whom they passed. */
export interface Overtaking {
  userId: string;
  passedIds: string[];
}

/**
 * A read of the index. Entries and their arrays are frozen and shared by the callers that read
 * them at the same version (kept between calls): never changed.
 */
export interface RankedPage {
  mode: StandingMode;
  total: number;
  /** The page's entries in leaderboard order with their ranks (ties share one). */
  entries: readonly RankedEntry[];
  own: RankedEntry | null;
  /** The caller's place in the order, 0-based (ties in user id order); null without an entry. */
  ownPosition: number | null;
  /** The first `podium` entries, when asked and the caller has an entry; else empty. */
  podium: readonly RankedEntry[];
  /** The caller and up to `around` players either side, when asked; else empty. */
  around: readonly RankedEntry[];
  /** Changes with every write and rebuild: `<built at>:<writes since>`. */
  version: string;
}

/** What a read answers besides the page and the caller's own row (see READ). */
export interface ReadExtras {
  podium: number;
  around: number;
}

/** Players one write may report as overtaken (the nearest first); more would flood the inbox. */
export const OVERTAKEN_PER_WRITE = 20;

/** Pages this process keeps, with the index version they were read at (see READ). */
const MAX_CACHED_PAGES = 2_000;
/** Callers whose own row (and the players around them) this process keeps, the same way. */
const MAX_CACHED_CALLERS = 10_000;
/**
 * How long a process answers from what it holds without asking Redis, once Redis said the
 * index is at that version and no change of the tournament has been heard since (see
 * `trusted`): bounds a change whose broadcast was lost (its writer lost Redis after writing).
 */
const TRUSTED_MS = 2_000;
/** Live changes whose positions the index logs (see APPLY): readers further behind read again. */
const CHANGE_LOG = 64;
/** Entries per script call while rebuilding: Redis serves nobody else while a script runs. */
const REBUILD_BATCH = 1_000;
const LOCK_MS = 5 * 60_000;
/** How stale a live tournament's index may grow before the sweep rebuilds it (see `refresh`). */
export const INDEX_MAX_AGE_MS = 10 * 60_000;
/** A settled tournament's index is rarely read after a week; it is rebuilt if it is. */
const FINAL_INDEX_TTL_MS = 7 * 24 * 3600_000;
/**
 * Readers and writers give Redis this long to answer, then skip it for BREAKER_PAUSE_MS (the
 * leaderboard reads PostgreSQL meanwhile): a Redis outage costs a page about 1 s once, not
 * every call.
 */
const REDIS_ANSWER_MS = 1000;
const BREAKER_PAUSE_MS = 5000;
/** How often a reader of an index that missed writes asks again for its rebuild. */
const REBUILD_ASK_EVERY_MS = 5000;

// A change log entry (see APPLY): its count, token ('' in entries of releases before tokens),
// and first and last position.
const LOG_ENTRY = `
local function logEntry(entry)
  local count, token, from, to = string.match(entry, '^(%d+)%.?([%w_%-]*):(%d+):(%d+)$')
  return tonumber(count), tonumber(from), tonumber(to), token
end`;

// Members are `key|user_id` in one sorted set (all scores 0, so it sorts by bytes); a hash maps
// each player to `version|member`, so a change replaces the old member and an older change is
// ignored; a second hash holds the row the leaderboard shows, so a page needs no SQL. While a
// rebuild runs, writes go to its copy as well.
// Every change to the live index makes a new version, so a reader can keep a page it read while
// the version stays the same, however long: `<built at>:<count>:<token>`, the build, the count
// of changes since, and the writer's random token for the change (none at the build's start).
// The token keeps versions unique when a Redis failover to a replica that lost the last changes
// makes their counts again with other contents.
// KEYS: `keys().scripted` (the built-at key is not used here). ARGV: mode, target ('all' or
// 'copy'), the change's token, then per player: user id, standing version, key, row.
// Answers how many players changed, and for a live change the version it brought, the entries
// then, the first and last places it touched (see below) and the token of the version it
// followed; 0 and '' otherwise. A live write that moves a player ahead also answers whom they
// passed (up to OVERTAKEN_PER_WRITE players who were ahead of or level with them and are now
// behind), as pairs after those: {n, version, total, from, to, after, mover, passed, ...}.
// Each live change also logs the positions it touched (newest first, CHANGE_LOG of them, as
// 'count.token:from:to', which a release before tokens reads as a count missing: read again): a reader holding a part read at an earlier version of the same build
// keeps it when no change since touched its positions (see READ). A move touches the positions
// between its old and new place and both tie groups (their ranks and sizes change); an entry new
// to the index moves every place after it.
const APPLY = `${LOG_ENTRY}
-- First and last positions of the members tied on this key (user ids sort below '~').
local function group(z, key)
  local first = redis.call('ZLEXCOUNT', z, '-', '(' .. key)
  return first, first + redis.call('ZLEXCOUNT', z, '[' .. key .. '|', '(' .. key .. '|~') - 1
end
local function apply(z, h, r, uid, ver, key, row, passed, span)
  local cur = redis.call('HGET', h, uid)
  local oldKey
  if cur then
    local sep = string.find(cur, '|', 1, true)
    if tonumber(string.sub(cur, 1, sep - 1)) >= tonumber(ver) then return 0 end
    local old = string.sub(cur, sep + 1)
    oldKey = string.sub(old, 1, string.find(old, '|', 1, true) - 1)
    if span then
      local first, last = group(z, oldKey)
      span[1], span[2] = math.min(span[1], first), math.max(span[2], last)
    end
    redis.call('ZREM', z, old)
  end
  local member = key .. '|' .. uid
  redis.call('ZADD', z, 0, member)
  redis.call('HSET', h, uid, ver .. '|' .. member)
  redis.call('HSET', r, uid, row)
  if span then
    local first, last = group(z, key)
    if not oldKey then last = redis.call('ZCARD', z) - 1 end
    span[1], span[2] = math.min(span[1], first), math.max(span[2], last)
  end
  if passed and oldKey and key < oldKey then
    local behind = redis.call('ZRANGEBYLEX', z, '(' .. key .. '|~', '[' .. oldKey .. '|~',
      'LIMIT', 0, ${OVERTAKEN_PER_WRITE})
    for _, m in ipairs(behind) do
      table.insert(passed, uid)
      table.insert(passed, string.sub(m, string.find(m, '|', 1, true) + 1))
    end
  end
  return 1
end
local mode = ARGV[1]
local toLive = ARGV[2] == 'all' and redis.call('GET', KEYS[7]) == mode
local toCopy = redis.call('GET', KEYS[8]) == mode
local n = 0
local passed = {}
local span = {math.huge, -1}
for i = 4, #ARGV, 4 do
  if toLive then
    n = n + apply(KEYS[1], KEYS[2], KEYS[3], ARGV[i], ARGV[i + 1], ARGV[i + 2], ARGV[i + 3],
      passed, span)
  end
  if toCopy then apply(KEYS[4], KEYS[5], KEYS[6], ARGV[i], ARGV[i + 1], ARGV[i + 2], ARGV[i + 3]) end
end
local moved = {0, '', 0, 0, 0, ''}
if n > 0 then
  local count = redis.call('INCR', KEYS[10])
  -- The token of the version before: its change's, when the log has it (none after a build).
  local after, prev = '', redis.call('LINDEX', KEYS[11], 0)
  if prev then
    local c, _, _, token = logEntry(prev)
    if c == count - 1 then after = token end
  end
  moved = {n, (redis.call('GET', KEYS[9]) or '') .. ':' .. count .. ':' .. ARGV[3],
    redis.call('ZCARD', KEYS[1]), span[1], span[2], after}
  redis.call('LPUSH', KEYS[11], count .. '.' .. ARGV[3] .. ':' .. span[1] .. ':' .. span[2])
  redis.call('LTRIM', KEYS[11], 0, ${CHANGE_LOG - 1})
  -- A final index expires (see FINISH): its log with it.
  local ttl = redis.call('PTTL', KEYS[10])
  if ttl > 0 then redis.call('PEXPIRE', KEYS[11], ttl) end
end
for i = 6, 1, -1 do table.insert(passed, 1, moved[i]) end
return passed`;

// KEYS: `keys().scripted`: the three live keys, their three copies, ready, building, built-at,
// version, change log. ARGV: mode, built-at time, time to live in ms (0: none).
const FINISH = `
if redis.call('GET', KEYS[8]) ~= ARGV[1] then return 0 end
for i = 1, 3 do
  -- UNLINK frees the old index in the background: a synchronous delete of a million members
  -- (RENAME over it, or DEL) would stall every Redis client for seconds.
  redis.call('UNLINK', KEYS[i])
  if redis.call('EXISTS', KEYS[i + 3]) == 1 then redis.call('RENAME', KEYS[i + 3], KEYS[i]) end
end
redis.call('DEL', KEYS[8], KEYS[11])
redis.call('SET', KEYS[7], ARGV[1])
redis.call('SET', KEYS[9], ARGV[2])
if tonumber(ARGV[3]) > 0 then
  for _, i in ipairs({1, 2, 3, 7, 9, 10}) do redis.call('PEXPIRE', KEYS[i], ARGV[3]) end
end
return 1`;

// Rank = 1 + players strictly ahead = 1 + members whose key sorts before this key; the players
// tied on a key (its rank's group, which shares that rank's prizes) are the members with that key,
// counted for a window's first and last keys (their groups may reach past it) and the caller's.
// The version (see APPLY) is the built-at time (a swap), the count of changes since and the last
// change's token. One call answers a page, the caller's own row, and for a caller with an entry
// the podium (the first ARGV[5]) and the players around them (ARGV[7] either side), all at one
// version; a part the caller holds at this version (ARGV[4]: the page, ARGV[6]: the podium,
// ARGV[8]: own row and around, at position ARGV[9]) is not sent again: a window comes back
// false, the own row 1. So is a part held at an earlier version of the same build when the change
// log has the change that made it (its count and token) and says no change since touched its
// positions: the caller then holds it at this version.
// KEYS: sorted set, players, rows, ready, built-at, version, change log.
// ARGV: offset, limit, caller id or '', page held at, podium size, podium held at, around, own
// held at, own position held.
const READ = `${LOG_ENTRY}
local mode = redis.call('GET', KEYS[4])
if not mode then return false end
local built = redis.call('GET', KEYS[5]) or ''
local count = tonumber(redis.call('GET', KEYS[6]) or '0')
local token, head = '', redis.call('LINDEX', KEYS[7], 0)
if head then
  local c, _, _, t = logEntry(head)
  if c == count then token = t end
end
local version = built .. ':' .. count .. ':' .. token
local total = redis.call('ZCARD', KEYS[1])
local log
-- Whether a part held at version 'held' (positions from … to) is still the index's.
local function still(held, from, to)
  if held == version then return true end
  local heldBuilt, heldCount, heldToken = string.match(held, '^(%d+):(%d+):(.*)$')
  if heldBuilt ~= built then return false end
  local since = count - tonumber(heldCount)
  if since <= 0 or since >= ${CHANGE_LOG} then return false end
  log = log or redis.call('LRANGE', KEYS[7], 0, ${CHANGE_LOG - 1})
  for i = 1, since do
    local entry = log[i]
    if not entry then return false end
    local c, first, last = logEntry(entry)
    -- A count missing (a writer that logs nothing) or a change in the range: read again.
    if c ~= count - i + 1 or (first <= to and last >= from) then return false end
  end
  -- The held version must be this timeline's: its change logged with its token, or, with no
  -- change logged for it, the build's start.
  local made = log[since + 1]
  if not made then return heldToken == '' end
  local c, _, _, t = logEntry(made)
  return c == tonumber(heldCount) and t == heldToken
end
local function split(member)
  local sep = string.find(member, '|', 1, true)
  return string.sub(member, 1, sep - 1), string.sub(member, sep + 1)
end
local function rankOf(key) return redis.call('ZLEXCOUNT', KEYS[1], '-', '(' .. key) + 1 end
-- Players tied on this key: members 'key|<user id>' (user ids sort below '~').
local function sizeOf(key)
  return redis.call('ZLEXCOUNT', KEYS[1], '[' .. key .. '|', '(' .. key .. '|~')
end
-- Members offset … offset + count − 1: {keys, rows, first rank, first and last keys' group sizes}.
local function window(offset, count)
  local members = redis.call('ZRANGE', KEYS[1], offset, offset + count - 1)
  if #members == 0 then return {{}, {}, 0, 0, 0} end
  local keys, uids = {}, {}
  for i, member in ipairs(members) do keys[i], uids[i] = split(member) end
  return {keys, redis.call('HMGET', KEYS[3], unpack(uids)), rankOf(keys[1]), sizeOf(keys[1]),
    sizeOf(keys[#keys])}
end
local page = false
local offset, limit = tonumber(ARGV[1]), tonumber(ARGV[2])
if not still(ARGV[4], offset, offset + limit - 1) then page = window(offset, limit) end
local own, around, hasOwn = false, false, false
if ARGV[3] ~= '' then
  local heldAt = tonumber(ARGV[9])
  if heldAt >= 0 and still(ARGV[8], heldAt - tonumber(ARGV[7]), heldAt + tonumber(ARGV[7])) then
    own, hasOwn = 1, true
  else
    local cur = redis.call('HGET', KEYS[2], ARGV[3])
    local row = cur and redis.call('HGET', KEYS[3], ARGV[3])
    if row then
      local _, member = split(cur)
      local key = split(member)
      local pos = redis.call('ZRANK', KEYS[1], member)
      own = {row, rankOf(key), sizeOf(key), pos}
      hasOwn = true
      local either = tonumber(ARGV[7])
      if either > 0 then
        local from = math.max(0, pos - either)
        around = window(from, math.min(pos + either + 1, total) - from)
      end
    end
  end
end
local podium = false
if hasOwn and tonumber(ARGV[5]) > 0 and not still(ARGV[6], 0, tonumber(ARGV[5]) - 1) then
  podium = window(0, tonumber(ARGV[5]))
end
return {mode, total, version, page, own, podium, around}`;

// Many players' own rows at once (the socket gateway's watchers of one tournament).
// KEYS: sorted set, players, rows, ready. ARGV: user ids. Returns false while the index is not
// ready, else per player found: id, rank, tie size, row.
const OWN = `
if redis.call('EXISTS', KEYS[4]) == 0 then return false end
local out = {}
for _, uid in ipairs(ARGV) do
  local cur = redis.call('HGET', KEYS[2], uid)
  if cur then
    local member = string.sub(cur, string.find(cur, '|', 1, true) + 1)
    local key = string.sub(member, 1, string.find(member, '|', 1, true) - 1)
    local rank = redis.call('ZLEXCOUNT', KEYS[1], '-', '(' .. key) + 1
    local size = redis.call('ZLEXCOUNT', KEYS[1], '[' .. key .. '|', '(' .. key .. '|~')
    table.insert(out, uid)
    table.insert(out, rank)
    table.insert(out, size)
    table.insert(out, redis.call('HGET', KEYS[3], uid) or '{}')
  end
end
return out`;

/** Keys, rows, the first key's rank, the first and last keys' group sizes (see READ). */
type WindowReply = [string[], (string | null)[], number, number, number];
/** Row, rank, tie size, position. */
type OwnReply = [string, number, number, number];
type ReadReply =
  | [
      mode: StandingMode,
      total: number,
      version: string,
      page: WindowReply | null,
      own: OwnReply | 1 | null,
      podium: WindowReply | null,
      around: WindowReply | null,
    ]
  | null;

interface Kept {
  /** The index's version it was read or last confirmed at (`<built at>:<count>:<token>`). */
  version: string;
}

interface CachedPage extends Kept {
  entries: readonly RankedEntry[];
}

/** What Redis last said of a tournament's index, read at `at` under the feed's `epoch`. */
interface Confirmed {
  mode: StandingMode;
  total: number;
  version: string;
  at: number;
  epoch: number;
}

interface CachedOwn extends Kept {
  own: RankedEntry;
  ownPosition: number;
  around: readonly RankedEntry[];
}

const NO_ENTRIES: readonly RankedEntry[] = Object.freeze([]);
const NO_EXTRAS: ReadExtras = { podium: 0, around: 0 };

interface RankScripts {
  lbApply(
    ...args: (string | number)[]
  ): Promise<[number, string, number, number, number, string, ...string[]]>;
  lbFinish(...args: (string | number)[]): Promise<number>;
  lbRead(...args: (string | number)[]): Promise<ReadReply>;
  lbOwn(...args: string[]): Promise<(string | number)[] | null>;
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
  private readonly logger = new Logger(RankIndex.name);
  private readonly redis: RedisClient & RankScripts;
  private readonly games = new Map<number, GameId>();
  private readonly pages = new Map<string, CachedPage>();
  private readonly callers = new Map<string, CachedOwn>();
  private readonly keyNames = new Map<number, ReturnType<RankIndex['keysOf']>>();
  /**
   * Per tournament, the version Redis last answered while no change was heard: reads whose
   * parts are all held at it are answered here, without a round trip (see `trusted`).
   */
  private readonly confirmed = new Map<string, Confirmed>();
  /** Changes heard so far (from any process, this one's own at once), and per tournament the
   * count at its last one; counts from before `forgotAt` were forgotten. */
  private heardCount = 0;
  private readonly lastHeard = new Map<number, number>();
  /** Per tournament, the live changes heard, by count (see `held`). */
  private readonly moves = new Map<
    number,
    { built: string; changes: Map<number, NonNullable<StandingsChange['moved']>> }
  >();
  private forgotAt = 0;
  private stopListening?: () => void;
  private readonly breaker: CircuitBreaker;
  /**
   * Tournaments whose index missed a write from this process (Redis was down): read from SQL
   * until a rebuild finishes after the miss.
   */
  private readonly missed = new Map<number, { at: number; askedAt: number }>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly entries: TournamentEntriesRepository,
    private readonly queues: QueueRegistry,
    private readonly feed: StandingsFeed,
  ) {
    const redis = createRedis(config, { maxRetriesPerRequest: 2 });
    redis.defineCommand('lbApply', { numberOfKeys: 11, lua: APPLY });
    redis.defineCommand('lbFinish', { numberOfKeys: 11, lua: FINISH });
    redis.defineCommand('lbRead', { numberOfKeys: 7, lua: READ });
    redis.defineCommand('lbOwn', { numberOfKeys: 4, lua: OWN });
    // A lost connection is told once, by the breaker; ioredis would print each reconnection.
    redis.on('error', () => undefined);
    this.redis = redis as RedisClient & RankScripts;
    this.breaker = redisBreaker(redis, {
      pauseMs: BREAKER_PAUSE_MS,
      timeoutMs: REDIS_ANSWER_MS,
      onOpen: (err) =>
        this.logger.warn(`Rank index unavailable, leaderboards read from SQL: ${String(err)}`),
      onClose: () => {
        this.logger.log('Rank index reachable again');
        for (const id of this.missed.keys()) void this.askRebuild(id);
      },
    });
  }

  async onModuleDestroy(): Promise<void> {
    this.stopListening?.();
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
        () => this.write(tournamentId, mode, 'all', rows),
        REDIS_ANSWER_MS + rows.length,
      );
      if (changed > 0) await this.feed.publish({ id: tournamentId, moved });
      return overtaken;
    } catch (err) {
      this.missed.set(tournamentId, { at: Date.now(), askedAt: 0 });
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
    const pageKey = `${tournamentId}:${offset}:${limit}`;
    const podiumKey = `${tournamentId}:0:${extras.podium}`;
    const ownKey = callerId ? `${tournamentId}:${callerId}:${extras.around}` : '';
    const heldPage = this.pages.get(pageKey);
    const heldPodium = extras.podium ? this.pages.get(podiumKey) : undefined;
    const heldOwn = ownKey ? this.callers.get(ownKey) : undefined;
    const known = this.trusted(tournamentId, now);
    if (
      known &&
      this.held(tournamentId, heldPage, known.version, offset, offset + limit - 1) &&
      (!ownKey ||
        this.held(
          tournamentId,
          heldOwn,
          known.version,
          (heldOwn?.ownPosition ?? 0) - extras.around,
          (heldOwn?.ownPosition ?? 0) + extras.around,
        )) &&
      (!ownKey ||
        !extras.podium ||
        this.held(tournamentId, heldPodium, known.version, 0, extras.podium - 1))
    ) {
      restamp(this.pages, MAX_CACHED_PAGES, pageKey, heldPage, known.version);
      if (ownKey) {
        restamp(this.callers, MAX_CACHED_CALLERS, ownKey, heldOwn, known.version);
        if (extras.podium) {
          restamp(this.pages, MAX_CACHED_PAGES, podiumKey, heldPodium, known.version);
        }
      }
      return {
        mode: known.mode,
        total: known.total,
        entries: heldPage.entries,
        own: heldOwn?.own ?? null,
        ownPosition: heldOwn?.ownPosition ?? null,
        podium: heldOwn ? (heldPodium?.entries ?? NO_ENTRIES) : NO_ENTRIES,
        around: heldOwn?.around ?? NO_ENTRIES,
        version: shownVersion(known.version),
      };
    }
    // What is heard while Redis answers decides whether its answer may be trusted after it.
    const heardBefore = this.heardCount;
    const epoch = this.feed.listening ? this.feed.epoch : null;
    let reply: ReadReply;
    try {
      const k = this.keys(tournamentId);
      reply = await this.breaker.run(() =>
        this.redis.lbRead(
          k.zset,
          k.hash,
          k.rows,
          k.ready,
          k.builtAt,
          k.version,
          k.changes,
          offset,
          limit,
          callerId ?? '',
          heldPage?.version ?? '',
          extras.podium,
          heldPodium?.version ?? '',
          extras.around,
          heldOwn?.version ?? '',
          heldOwn?.ownPosition ?? -1,
        ),
      );
    } catch (err) {
      // Skipped while the breaker is open: it said so once.
      if (!(err instanceof DependencyUnavailableError)) {
        this.logger.warn(`Rank index of tournament ${tournamentId} unreadable: ${String(err)}`);
      }
      return null;
    }
    if (!reply) {
      // Only for tournaments that exist: unknown ids from callers must not queue work.
      if ((await this.gameOf(tournamentId)) !== null) await this.requestRebuild(tournamentId);
      return null;
    }
    const [mode, total, version, pageReply, ownReply, podiumReply, aroundReply] = reply;
    if (this.missedWrites(tournamentId, version)) return null;
    if (
      epoch !== null &&
      epoch === this.feed.epoch &&
      this.feed.listening &&
      (this.lastHeard.get(tournamentId) ?? this.forgotAt) <= heardBefore
    ) {
      keep(this.confirmed, MAX_CACHED_PAGES, String(tournamentId), {
        mode,
        total,
        version,
        at: now,
        epoch,
      });
    }
    // A part not sent back is held at this version (the script compared): it is kept as of it,
    // the same object, so what was made of it (shaped rows, their JSON) is used again.
    let entries = heldPage?.entries ?? NO_ENTRIES;
    if (pageReply) {
      entries = entriesOf(pageReply, offset);
      keep(this.pages, MAX_CACHED_PAGES, pageKey, { version, entries });
    } else {
      restamp(this.pages, MAX_CACHED_PAGES, pageKey, heldPage, version);
    }
    let own: CachedOwn | undefined;
    if (ownReply === 1) {
      own = heldOwn;
      restamp(this.callers, MAX_CACHED_CALLERS, ownKey, heldOwn, version);
    } else if (ownReply) {
      const [row, rank, size, position] = ownReply;
      own = {
        version,
        own: rankedEntry(row, rank, size),
        ownPosition: position,
        around: aroundReply
          ? entriesOf(aroundReply, Math.max(0, position - extras.around))
          : NO_ENTRIES,
      };
      keep(this.callers, MAX_CACHED_CALLERS, ownKey, own);
    }
    let podium = own ? (heldPodium?.entries ?? NO_ENTRIES) : NO_ENTRIES;
    if (podiumReply) {
      podium = entriesOf(podiumReply, 0);
      keep(this.pages, MAX_CACHED_PAGES, podiumKey, { version, entries: podium });
    } else if (own) {
      restamp(this.pages, MAX_CACHED_PAGES, podiumKey, heldPodium, version);
    }
    return {
      mode,
      total,
      entries,
      own: own?.own ?? null,
      ownPosition: own?.ownPosition ?? null,
      podium,
      around: own?.around ?? NO_ENTRIES,
      version: shownVersion(version),
    };
  }

  /**
   * The own rows of many players, in one call: those with an entry, with their rank and how many
   * share it; null when the index cannot answer (not ready, or Redis away).
   */
  async readOwn(tournamentId: number, userIds: string[]): Promise<Map<string, RankedEntry> | null> {
    if (this.missed.has(tournamentId)) return null;
    const k = this.keys(tournamentId);
    let reply: (string | number)[] | null;
    try {
      reply = await this.breaker.run(() =>
        this.redis.lbOwn(k.zset, k.hash, k.rows, k.ready, ...userIds),
      );
    } catch {
      return null;
    }
    if (!reply) return null;
    const own = new Map<string, RankedEntry>();
    for (let i = 0; i < reply.length; i += 4) {
      const row = JSON.parse(String(reply[i + 3])) as ShownEntry;
      own.set(String(reply[i]), {
        ...row,
        rank: Number(reply[i + 1]),
        tie_size: Number(reply[i + 2]),
      });
    }
    return own;
  }

  /**
   * The version Redis answered for this tournament less than TRUSTED_MS ago, when no change of it
   * has been heard since and the feed has been heard all along; else undefined (ask Redis). Every
   * write and rebuild broadcasts its change after it (the writer's own process hears it at
   * once), so until one is heard what this process holds at that version is still the index. A
   * live change heard that follows it moves it on (see `heard`).
   */
  private trusted(tournamentId: number, now: number): Confirmed | undefined {
    this.stopListening ??= this.feed.listen((change) => this.heard(change));
    const known = this.confirmed.get(String(tournamentId));
    if (
      !known ||
      now - known.at > TRUSTED_MS ||
      !this.feed.listening ||
      known.epoch !== this.feed.epoch ||
      this.missed.has(tournamentId)
    ) {
      return undefined;
    }
    return known;
  }

  /**
   * A change heard: what Redis said of the tournament is forgotten, unless the change is the live
   * one right after it (its version's count the next); then what this process holds stays
   * trusted, at the new version, outside the places the change touched (see `held`).
   */
  private heard({ id: tournamentId, moved }: StandingsChange): void {
    this.heardCount++;
    const key = String(tournamentId);
    const known = this.confirmed.get(key);
    if (moved) this.logMove(tournamentId, moved);
    if (known && moved && known.epoch === this.feed.epoch && moved.after === known.version) {
      this.confirmed.set(key, { ...known, version: moved.version, total: moved.total });
    } else {
      this.confirmed.delete(key);
    }
    if (this.lastHeard.size >= MAX_CACHED_PAGES) {
      this.lastHeard.clear();
      this.forgotAt = this.heardCount;
    }
    this.lastHeard.set(tournamentId, this.heardCount);
  }

  /** Keeps a live change heard, by its version's count (see `held`). */
  private logMove(tournamentId: number, moved: NonNullable<StandingsChange['moved']>): void {
    const [built, count] = versionParts(moved.version);
    let log = this.moves.get(tournamentId);
    if (!log || log.built !== built) {
      if (!log) dropOldest(this.moves, MAX_CACHED_PAGES - 1);
      log = { built, changes: new Map() };
      this.moves.set(tournamentId, log);
    }
    // A count heard again (after a Redis failover that lost its change) replaces the first.
    log.changes.delete(count);
    log.changes.set(count, moved);
    // The first kept is the oldest heard.
    if (log.changes.size > CHANGE_LOG) log.changes.delete(log.changes.keys().next().value!);
  }

  /**
   * Whether a part held at `part.version` (places `from` … `to`) is the index's at `version`:
   * the same version, or an earlier one of the same build from which every change to `version`
   * was heard here, each following the one before, and none touched those places.
   */
  private held<T extends Kept>(
    tournamentId: number,
    part: T | undefined,
    version: string,
    from: number,
    to: number,
  ): part is T {
    if (!part) return false;
    if (part.version === version) return true;
    const [built, count] = versionParts(version);
    const [partBuilt, partCount] = versionParts(part.version);
    const log = this.moves.get(tournamentId);
    // A part read at a later version than `version` (Redis answered after a change not yet
    // heard) waits until it is heard.
    if (
      !log ||
      built !== partBuilt ||
      log.built !== built ||
      partCount >= count ||
      count - partCount > CHANGE_LOG
    ) {
      return false;
    }
    // From `version` back to the part's, one heard change at a time.
    let at = version;
    for (let c = count; c > partCount; c--) {
      const change = log.changes.get(c);
      if (!change || change.version !== at || (change.from <= to && change.to >= from)) {
        return false;
      }
      at = change.after;
    }
    return at === part.version;
  }

  /** Whether the index still lacks a write this process could not make (see `missed`). */
  private missedWrites(tournamentId: number, version: string): boolean {
    const missed = this.missed.get(tournamentId);
    if (!missed) return false;
    // The version starts with the time the last rebuild finished.
    if (Number(versionParts(version)[0]) > missed.at) {
      this.missed.delete(tournamentId);
      return false;
    }
    if (Date.now() - missed.askedAt >= REBUILD_ASK_EVERY_MS) void this.askRebuild(tournamentId);
    return true;
  }

  private async askRebuild(tournamentId: number): Promise<void> {
    const missed = this.missed.get(tournamentId);
    if (missed) missed.askedAt = Date.now();
    await this.requestRebuild(tournamentId);
  }

  /** The tournament's game (it never changes), or null when there is no such tournament. */
  async gameOf(tournamentId: number): Promise<GameId | null> {
    let game = this.games.get(tournamentId);
    if (game === undefined) {
      const [row]: { game_id: GameId }[] = await this.dataSource.query(
        `SELECT game_id FROM tournaments WHERE id = $1`,
        [tournamentId],
      );
      if (!row) return null;
      game = row.game_id;
      this.games.set(tournamentId, game);
    }
    return game;
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
      const frozen = await this.entries.isFrozen(tournamentId);
      const mode = frozen ? FINAL_MODE : liveMode(await this.gameOrThrow(tournamentId));
      await this.redis.unlink(k.copy, k.copyHash, k.copyRows);
      await this.redis.set(k.building, mode, 'PX', LOCK_MS);
      let count = 0;
      let after = '00000000-0000-0000-0000-000000000000';
      for (;;) {
        const rows = await this.entries.batchAfter(tournamentId, after, batchSize);
        if (!rows.length) break;
        await this.write(tournamentId, mode, 'copy', rows);
        count += rows.length;
        after = rows[rows.length - 1].user_id;
      }
      const swapped = await this.redis.lbFinish(
        ...k.scripted,
        mode,
        Date.now(),
        mode === FINAL_MODE ? FINAL_INDEX_TTL_MS : 0,
      );
      // A swap is a change for watchers too (the frozen ranks, or a repaired index).
      if (swapped) await this.feed.publish({ id: tournamentId });
      return count;
    } finally {
      // Release only our own lock.
      if ((await this.redis.get(k.lock)) === token) await this.redis.del(k.lock);
    }
  }

  /** Live tournaments whose index is missing or older than INDEX_MAX_AGE_MS get a rebuild. */
  async refresh(liveTournamentIds: number[], now = Date.now()): Promise<number[]> {
    if (!liveTournamentIds.length) return [];
    // One key per call: each tournament's keys may live on a different Redis Cluster node.
    const builtAt = await Promise.all(
      liveTournamentIds.map((id) => this.redis.get(this.keys(id).builtAt)),
    );
    const stale = liveTournamentIds.filter(
      (_, i) => now - Number(builtAt[i] ?? 0) >= INDEX_MAX_AGE_MS,
    );
    for (const id of stale) await this.requestRebuild(id);
    return stale;
  }

  /** Drops a tournament's index (tests, and operators after a manual fix in the table). */
  async drop(tournamentId: number): Promise<void> {
    const k = this.keys(tournamentId);
    await this.redis.unlink(k.zset, k.hash, k.rows, k.ready, k.builtAt, k.version, k.changes);
    // Readers forget what they hold of it.
    await this.feed.publish({ id: tournamentId });
  }

  private async write(
    tournamentId: number,
    mode: StandingMode,
    target: 'all' | 'copy',
    rows: IndexedEntry[],
  ): Promise<{ changed: number; moved?: StandingsChange['moved']; overtaken: Overtaking[] }> {
    const k = this.keys(tournamentId);
    const args: (string | number)[] = [];
    for (const row of rows) {
      const shown: ShownEntry = {
        user_id: row.user_id,
        player_name: row.player_name,
        eligible: row.eligible,
        points: row.points,
        reward: row.reward,
        start_trophy: row.start_trophy,
        end_trophy: row.end_trophy,
        wins: row.wins,
        losses: row.losses,
        completion_seconds: row.completion_seconds,
      };
      args.push(row.user_id, row.standing_version, standingKey(mode, row), JSON.stringify(shown));
    }
    // The change's token (see APPLY): 48 random bits.
    const token = randomBytes(6).toString('base64url');
    const [changed, version, total, from, to, afterToken, ...pairs] = await this.redis.lbApply(
      ...k.scripted,
      mode,
      target,
      token,
      ...args,
    );
    const passed = new Map<string, string[]>();
    for (let i = 0; i < pairs.length; i += 2) {
      passed.set(pairs[i], [...(passed.get(pairs[i]) ?? []), pairs[i + 1]]);
    }
    return {
      changed: Number(changed),
      moved: version
        ? { version, after: versionBefore(version, afterToken), total, from, to }
        : undefined,
      overtaken: [...passed].map(([userId, passedIds]) => ({ userId, passedIds })),
    };
  }

  private async gameOrThrow(tournamentId: number): Promise<GameId> {
    const game = await this.gameOf(tournamentId);
    if (game === null) throw new Error(`Tournament ${tournamentId} not found`);
    return game;
  }

  // One hash tag per tournament keeps its keys in one Redis Cluster slot, as the scripts need.
  private keys(tournamentId: number) {
    let keys = this.keyNames.get(tournamentId);
    if (!keys) {
      keys = this.keysOf(tournamentId);
      // Made once per tournament: every read names six of them.
      if (this.keyNames.size >= MAX_CACHED_PAGES) this.keyNames.clear();
      this.keyNames.set(tournamentId, keys);
    }
    return keys;
  }

  private keysOf(tournamentId: number) {
    const base = `${this.config.redisPrefix}:lb:{${tournamentId}}`;
    const k = {
      zset: base,
      hash: `${base}:players`,
      rows: `${base}:rows`,
      copy: `${base}:copy`,
      copyHash: `${base}:copy-players`,
      copyRows: `${base}:copy-rows`,
      ready: `${base}:ready`,
      building: `${base}:building`,
      builtAt: `${base}:built-at`,
      lock: `${base}:lock`,
      version: `${base}:version`,
      changes: `${base}:changes`,
    };
    // The KEYS of the apply and finish scripts, in their order.
    const scripted = [
      k.zset,
      k.hash,
      k.rows,
      k.copy,
      k.copyHash,
      k.copyRows,
      k.ready,
      k.building,
      k.builtAt,
      k.version,
      k.changes,
    ];
    return { ...k, scripted };
  }
}

/** Keeps `value` as the newest read under `key`; past `max`, the oldest read goes first. */
function keep<T>(map: Map<string, T>, max: number, key: string, value: T): void {
  map.delete(key);
  map.set(key, value);
  dropOldest(map, max);
}

/**
 * A part held at an earlier version that no change since touched is held at `version` now: the
 * same entries, so what was made of them (shaped rows, their JSON) is used again.
 */
function restamp<T extends Kept>(
  map: Map<string, T>,
  max: number,
  key: string,
  part: T | undefined,
  version: string,
): void {
  if (part && part.version !== version) keep(map, max, key, { ...part, version });
}

/** An index row as shown, with its rank and tie size: parsed once, then shared (frozen). */
function rankedEntry(row: string, rank: number, tieSize: number): RankedEntry {
  const entry = JSON.parse(row) as RankedEntry;
  entry.rank = rank;
  entry.tie_size = tieSize;
  return Object.freeze(entry);
}

/** A window's entries (see READ) starting at position `offset`, ties sharing a rank. */
function entriesOf(
  [keys, rows, firstRank, firstSize, lastSize]: WindowReply,
  offset: number,
): readonly RankedEntry[] {
  const tieSizes = tieSizesOf(keys, firstSize, lastSize);
  const entries: RankedEntry[] = [];
  let rank = firstRank;
  keys.forEach((key, i) => {
    if (i > 0 && key !== keys[i - 1]) rank = offset + i + 1;
    const row = rows[i];
    if (row) entries.push(rankedEntry(row, rank, tieSizes[i]));
  });
  return Object.freeze(entries);
}

/**
 * How many players share each page entry's rank: counted on the page, except for the groups of
 * the first and last keys, which may reach past it (their sizes come from the index).
 */
function tieSizesOf(keys: readonly string[], firstSize: number, lastSize: number): number[] {
  const sizes = new Array<number>(keys.length);
  let start = 0;
  while (start < keys.length) {
    let end = start + 1;
    while (end < keys.length && keys[end] === keys[start]) end++;
    const size = start === 0 ? firstSize : end === keys.length ? lastSize : end - start;
    sizes.fill(size, start, end);
    start = end;
  }
  return sizes;
}
