import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '../../config/env';
import type { AppConfig } from '../../config/env';
import { createRedis, RedisClient } from '../../events/redis';
import { Board, EMPTY_BOARD, LINES, Mark } from '../games';
import { ArenaErrorCode, arenaErrors } from './arena.errors';
import { MatchEndReason, MatchResult } from './entities/match.entity';

/** A match as Redis holds it while it is played (and for an hour after). */
export interface MatchState {
  id: string;
  tournamentId: number;
  x: { userId: string; name: string };
  o: { userId: string; name: string };
  board: Board;
  /** Cells in the order played, X first. */
  moves: number[];
  status: 'playing' | 'over';
  result: MatchResult | null;
  reason: MatchEndReason | null;
  startedAt: number;
  /** When the player on turn loses on time (epoch ms). */
  moveDeadline: number;
  /** Since when each player has been away (epoch ms), or 0. */
  awaySince: Record<Mark, number>;
  reconnectMs: number;
  endedAt: number | null;
}

export type PairOutcome =
  | { kind: 'waiting' }
  | { kind: 'matched'; match: MatchState }
  | { kind: 'active'; matchId: string };

export interface NewMatchTimes {
  moveMs: number;
  reconnectMs: number;
  /** The tournament's end plus its grace: a match still running then is void. */
  hardEnd: number;
}

// Shared by the scripts. Times come from Redis's own clock, so every instance agrees on them.
// KEYS[1] of every script is the arena's key prefix, which carries its Redis Cluster hash tag:
// the scripts name their keys from it (a match found in the queue or by the sweep is known only
// inside the script), so all of them sit in the slot the call was routed to.
const LUA_LINES = `{${LINES.map((l) => `{${l.map((c) => c + 1).join(',')}}`).join(',')}}`;
const COMMON = `
local function clock()
  local t = redis.call('TIME')
  return tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
end
local function load(k)
  local raw = redis.call('HGETALL', k)
  if #raw == 0 then return nil end
  local h = {}
  for i = 1, #raw, 2 do h[raw[i]] = raw[i + 1] end
  return h
end
local function flat(h)
  local out = {}
  for key, v in pairs(h) do out[#out + 1] = key; out[#out + 1] = tostring(v) end
  return out
end
local function nextDue(h)
  local due = math.min(tonumber(h.dl), tonumber(h.hardEnd))
  local gr = tonumber(h.gr)
  if tonumber(h.ax) > 0 then due = math.min(due, tonumber(h.ax) + gr) end
  if tonumber(h.ao) > 0 then due = math.min(due, tonumber(h.ao) + gr) end
  return due
end
-- Ends a match once: off the timers and the live sets, onto the list still to be saved.
local function finish(pre, id, h, result, reason, now)
  h.s = 'over'; h.r = result; h.why = reason; h.fin = tostring(now)
  redis.call('HSET', pre .. 'm:' .. id, 's', 'over', 'r', result, 'why', reason, 'fin', now)
  redis.call('ZREM', pre .. 'due', id)
  redis.call('SREM', pre .. 'live:' .. h.t, id)
  redis.call('SREM', pre .. 'playing', id)
  redis.call('ZADD', pre .. 'unsaved', now, id)
  for _, uid in ipairs({h.x, h.o}) do
    if redis.call('GET', pre .. 'u:' .. uid) == id then redis.call('DEL', pre .. 'u:' .. uid) end
  end
end
-- The timer that has run out, if any: the tournament's end (void), a dropped player's grace
-- (the first to drop forfeits), the move clock (the player on turn loses).
local function expired(h, now)
  if now >= tonumber(h.hardEnd) then return 'void', 'late' end
  local ax, ao, gr = tonumber(h.ax), tonumber(h.ao), tonumber(h.gr)
  if ax > 0 and now >= ax + gr and (ao == 0 or ax <= ao) then return 'o', 'forfeit' end
  if ao > 0 and now >= ao + gr then return 'x', 'forfeit' end
  if now >= tonumber(h.dl) then
    if string.len(h.m) % 2 == 0 then return 'o', 'timeout' end
    return 'x', 'timeout'
  end
  return nil
end
`;

// ARGV: tournament, user, "user|name", new match id, move ms, reconnect ms, hard end.
// The player who waited longest is taken off the queue and plays X; nobody meets themselves.
const PAIR = `${COMMON}
local pre, tid, uid, entry, id = KEYS[1], ARGV[1], ARGV[2], ARGV[3], ARGV[4]
local mv, gr, hardEnd = tonumber(ARGV[5]), tonumber(ARGV[6]), tonumber(ARGV[7])
local cur = redis.call('GET', pre .. 'u:' .. uid)
if cur then return {'active', cur} end
local q, qu = pre .. 'q:' .. tid, pre .. 'qu:' .. tid
if redis.call('HEXISTS', qu, uid) == 1 then return {'waiting'} end
while true do
  local other = redis.call('LPOP', q)
  if not other then
    redis.call('RPUSH', q, entry)
    redis.call('HSET', qu, uid, entry)
    return {'waiting'}
  end
  local sep = string.find(other, '|', 1, true)
  local ouid = string.sub(other, 1, sep - 1)
  redis.call('HDEL', qu, ouid)
  if ouid ~= uid and not redis.call('GET', pre .. 'u:' .. ouid) then
    local now = clock()
    local own = string.find(entry, '|', 1, true)
    local h = {t = tid, x = ouid, xn = string.sub(other, sep + 1), o = uid,
      on = string.sub(entry, own + 1), b = '${EMPTY_BOARD}', m = '', s = 'playing', r = '',
      why = '', st = now, dl = now + mv, hardEnd = hardEnd, mv = mv, gr = gr, ax = 0, ao = 0,
      fin = 0}
    redis.call('HSET', pre .. 'm:' .. id, unpack(flat(h)))
    redis.call('SET', pre .. 'u:' .. ouid, id)
    redis.call('SET', pre .. 'u:' .. uid, id)
    redis.call('ZADD', pre .. 'due', nextDue(h), id)
    redis.call('SADD', pre .. 'live:' .. tid, id)
    redis.call('SADD', pre .. 'playing', id)
    return {'matched', id, unpack(flat(h))}
  end
end
`;

// ARGV: tournament, user.
const LEAVE = `
local q, qu = KEYS[1] .. 'q:' .. ARGV[1], KEYS[1] .. 'qu:' .. ARGV[1]
local entry = redis.call('HGET', qu, ARGV[2])
if not entry then return 0 end
redis.call('LREM', q, 1, entry)
redis.call('HDEL', qu, ARGV[2])
return 1
`;

// ARGV: match, user, cell. Checks the match, the player, the turn and the cell, and
// applies the move and its outcome in one step: two instances can never both move.
const MOVE = `${COMMON}
local LINES = ${LUA_LINES}
local pre, id, uid, cell = KEYS[1], ARGV[1], ARGV[2], tonumber(ARGV[3])
local k = pre .. 'm:' .. id
local h = load(k)
if not h then return {'${ArenaErrorCode.NoMatch}'} end
local mark
if h.x == uid then mark = 'x' elseif h.o == uid then mark = 'o' else
  return {'${ArenaErrorCode.NotAPlayer}'}
end
if not cell or cell < 0 or cell > 8 or cell % 1 ~= 0 then return {'${ArenaErrorCode.NotACell}'} end
if h.s ~= 'playing' then return {'${ArenaErrorCode.MatchOver}'} end
local now = clock()
local result, reason = expired(h, now)
if result then
  finish(pre, id, h, result, reason, now)
  return {'${ArenaErrorCode.MatchOver}', unpack(flat(h))}
end
local turn = 'x'
if string.len(h.m) % 2 == 1 then turn = 'o' end
if mark ~= turn then return {'${ArenaErrorCode.NotYourTurn}'} end
if string.sub(h.b, cell + 1, cell + 1) ~= '.' then return {'${ArenaErrorCode.CellTaken}'} end
h.b = string.sub(h.b, 1, cell) .. mark .. string.sub(h.b, cell + 2)
h.m = h.m .. cell
h.dl = now + tonumber(h.mv)
-- A player who moves is present.
h['a' .. mark] = 0
redis.call('HSET', k, 'b', h.b, 'm', h.m, 'dl', h.dl, 'a' .. mark, 0)
for _, l in ipairs(LINES) do
  if string.sub(h.b, l[1], l[1]) == mark and string.sub(h.b, l[2], l[2]) == mark
     and string.sub(h.b, l[3], l[3]) == mark then
    finish(pre, id, h, mark, 'line', now)
    return {'ok', unpack(flat(h))}
  end
end
if not string.find(h.b, '.', 1, true) then
  finish(pre, id, h, 'draw', 'full', now)
  return {'ok', unpack(flat(h))}
end
redis.call('ZADD', pre .. 'due', nextDue(h), id)
return {'ok', unpack(flat(h))}
`;

// ARGV: match, user, 'away' | 'back'. A dropped player's grace starts once, at the drop.
const PRESENCE = `${COMMON}
local pre, id, uid = KEYS[1], ARGV[1], ARGV[2]
local k = pre .. 'm:' .. id
local h = load(k)
if not h or h.s ~= 'playing' then return {} end
local field
if h.x == uid then field = 'ax' elseif h.o == uid then field = 'ao' else return {} end
if ARGV[3] == 'back' then h[field] = 0
elseif tonumber(h[field]) == 0 then h[field] = clock() end
redis.call('HSET', k, field, h[field])
redis.call('ZADD', pre .. 'due', nextDue(h), id)
return flat(h)
`;

// ARGV: limit. Ends every match whose timer ran out; any instance may run it at any
// time (a script runs alone, so a match ends once); answers the ids it ended.
const SWEEP = `${COMMON}
local pre = KEYS[1]
local now = clock()
local ended = {}
for _, id in ipairs(redis.call('ZRANGEBYSCORE', pre .. 'due', '-inf', now, 'LIMIT', 0, tonumber(ARGV[1]))) do
  local h = load(pre .. 'm:' .. id)
  if not h or h.s ~= 'playing' then
    redis.call('ZREM', pre .. 'due', id)
  else
    local result, reason = expired(h, now)
    if result then
      finish(pre, id, h, result, reason, now)
      ended[#ended + 1] = id
    else
      redis.call('ZADD', pre .. 'due', nextDue(h), id)
    end
  end
end
return ended
`;

// ARGV: tournament, online ttl ms, then users seen now (none: only read). Who searches
// is the queue's hash; who is online is a sorted set of last-seen times (an instance that died
// leaves entries that age out after the ttl). Answers [searching, online].
const LOBBY = `${COMMON}
local pre, tid = KEYS[1], ARGV[1]
local online = pre .. 'online:' .. tid
local now = clock()
for i = 3, #ARGV do redis.call('ZADD', online, now, ARGV[i]) end
redis.call('ZREMRANGEBYSCORE', online, '-inf', now - tonumber(ARGV[2]))
if #ARGV >= 3 then redis.call('PEXPIRE', online, tonumber(ARGV[2]) * 2) end
return {redis.call('HLEN', pre .. 'qu:' .. tid), redis.call('ZCARD', online)}
`;

type Scripts = {
  arenaLobby(...args: (string | number)[]): Promise<[number, number]>;
  arenaPair(...args: (string | number)[]): Promise<string[]>;
  arenaLeave(...args: (string | number)[]): Promise<number>;
  arenaMove(...args: (string | number)[]): Promise<string[]>;
  arenaPresence(...args: (string | number)[]): Promise<string[]>;
  arenaSweep(...args: (string | number)[]): Promise<string[]>;
};

/**
 * How long a player counts as online after last seen: connected panels are seen again every
 * ONLINE_REFRESH_MS by their instance, so only a dead instance's players age out.
 */
export const ONLINE_TTL_MS = 60_000;
export const ONLINE_REFRESH_MS = 20_000;

/** Players searching for an opponent, and online, in one tournament. */
export interface LobbyCounts {
  searching: number;
  online: number;
}

/** How long a finished match stays readable in Redis (a late reconnect sees the result). */
const KEEP_FINISHED_MS = 60 * 60 * 1000;

/**
 * The arena's Redis state: the matchmaking queue per tournament, each match being played, the
 * timers (one sorted set of next deadlines, swept by every API instance), and the finished
 * matches not yet saved to PostgreSQL. Every change is one Lua script, so any instance can
 * serve any player and no two of them can apply conflicting changes.
 */
@Injectable()
export class MatchStore implements OnApplicationShutdown {
  readonly redis: RedisClient & Scripts;
  private readonly pre: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    // One Redis Cluster hash tag for all of the arena: a pairing touches the tournament's queue
    // and both players' current matches, and one set of timers serves every tournament.
    this.pre = `${config.redisPrefix}:{arena}:`;
    // Commands issued in the same tick go out in one write: a burst of plays or moves is a
    // burst of scripts, and one write (one syscall) per command was most of their cost.
    const redis = createRedis(config, { maxRetriesPerRequest: 3, enableAutoPipelining: true });
    // Each failing command rejects its caller; the connection's own errors are only logged.
    const logger = new Logger(MatchStore.name);
    redis.on('error', (err: Error) => logger.warn(`Arena Redis: ${err.message}`));
    redis.defineCommand('arenaPair', { numberOfKeys: 1, lua: PAIR });
    redis.defineCommand('arenaLeave', { numberOfKeys: 1, lua: LEAVE });
    redis.defineCommand('arenaMove', { numberOfKeys: 1, lua: MOVE });
    redis.defineCommand('arenaPresence', { numberOfKeys: 1, lua: PRESENCE });
    redis.defineCommand('arenaSweep', { numberOfKeys: 1, lua: SWEEP });
    redis.defineCommand('arenaLobby', { numberOfKeys: 1, lua: LOBBY });
    this.redis = redis as RedisClient & Scripts;
  }

  /** After the socket server has closed and the gateway's work is done (see ArenaGateway). */
  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }

  async pair(
    tournamentId: number,
    player: { userId: string; name: string },
    newMatchId: string,
    times: NewMatchTimes,
  ): Promise<PairOutcome> {
    const [kind, matchId, ...fields] = await this.redis.arenaPair(
      this.pre,
      tournamentId,
      player.userId,
      `${player.userId}|${player.name}`,
      newMatchId,
      times.moveMs,
      times.reconnectMs,
      times.hardEnd,
    );
    if (kind === 'waiting') return { kind };
    // The new match comes back with the answer: no second round trip to read it.
    if (kind === 'matched') return { kind, match: parseState(matchId, fields) };
    return { kind: 'active', matchId };
  }

  /** Takes a player off a tournament's queue; true when they were waiting. */
  async leave(tournamentId: number, userId: string): Promise<boolean> {
    return (await this.redis.arenaLeave(this.pre, tournamentId, userId)) === 1;
  }

  /**
   * Applies a move: the state after it (ended or not), or the refusal. A move that comes after a
   * timer ran out ends the match there and then: refused, with the ended match to announce.
   */
  async move(
    matchId: string,
    userId: string,
    cell: number,
  ): Promise<{ match: MatchState; refusal: null } | { match: MatchState | null; refusal: Error }> {
    const [code, ...fields] = await this.redis.arenaMove(this.pre, matchId, userId, cell);
    if (code === 'ok') return { match: parseState(matchId, fields), refusal: null };
    const match = fields.length ? parseState(matchId, fields) : null;
    return { match, refusal: refusalOf(code) };
  }

  /** A player dropped or came back; the state, or null when the match is not being played. */
  async presence(matchId: string, userId: string, away: boolean): Promise<MatchState | null> {
    const fields = await this.redis.arenaPresence(
      this.pre,
      matchId,
      userId,
      away ? 'away' : 'back',
    );
    return fields.length ? parseState(matchId, fields) : null;
  }

  /**
   * Marks players as online in a tournament (their game panel is connected) and answers how many
   * are searching and online there. Without players it only reads.
   */
  async lobby(tournamentId: number, seen: string[] = []): Promise<LobbyCounts> {
    const [searching, online] = await this.redis.arenaLobby(
      this.pre,
      tournamentId,
      ONLINE_TTL_MS,
      ...seen,
    );
    return { searching, online };
  }

  /** A player's last panel on the tournament closed. */
  async offline(tournamentId: number, userId: string): Promise<void> {
    await this.redis.zrem(`${this.pre}online:${tournamentId}`, userId);
  }

  /** Ends the matches whose timers ran out; their ids. */
  sweep(limit = 500): Promise<string[]> {
    return this.redis.arenaSweep(this.pre, limit);
  }

  async get(matchId: string): Promise<MatchState | null> {
    const raw = await this.redis.hgetall(`${this.pre}m:${matchId}`);
    return Object.keys(raw).length ? stateOf(matchId, raw) : null;
  }

  /** The match a player is in, if any. */
  activeMatchOf(userId: string): Promise<string | null> {
    return this.redis.get(`${this.pre}u:${userId}`);
  }

  /** Finished matches not saved yet that ended before `endedBefore` (their instance died). */
  unsavedBefore(endedBefore: number, limit = 100): Promise<string[]> {
    return this.redis.zrangebyscore(`${this.pre}unsaved`, '-inf', endedBefore, 'LIMIT', 0, limit);
  }

  async markSaved(matchId: string): Promise<void> {
    await this.redis
      .multi()
      .zrem(`${this.pre}unsaved`, matchId)
      .pexpire(`${this.pre}m:${matchId}`, KEEP_FINISHED_MS)
      .exec();
  }

  /** Matches being played in a tournament. */
  async inProgress(tournamentId: number): Promise<MatchState[]> {
    const ids = await this.redis.smembers(`${this.pre}live:${tournamentId}`);
    const states = await Promise.all(ids.map((id) => this.get(id)));
    return states.filter((s): s is MatchState => s !== null && s.status === 'playing');
  }

  /** Matches being played, all tournaments. */
  countPlaying(): Promise<number> {
    return this.redis.scard(`${this.pre}playing`);
  }
}

function refusalOf(code: string): Error {
  if (code === ArenaErrorCode.MatchOver) return arenaErrors.matchOver();
  if (code === ArenaErrorCode.NotYourTurn) return arenaErrors.notYourTurn();
  if (code === ArenaErrorCode.CellTaken) return arenaErrors.cellTaken();
  if (code === ArenaErrorCode.NotACell) return arenaErrors.notACell();
  if (code === ArenaErrorCode.NotAPlayer) return arenaErrors.notAPlayer();
  return arenaErrors.noMatch();
}

function parseState(matchId: string, fields: string[]): MatchState {
  const raw: Record<string, string> = {};
  for (let i = 0; i + 1 < fields.length; i += 2) raw[fields[i]] = fields[i + 1];
  return stateOf(matchId, raw);
}

function stateOf(id: string, h: Record<string, string>): MatchState {
  return {
    id,
    tournamentId: Number(h.t),
    x: { userId: h.x, name: h.xn },
    o: { userId: h.o, name: h.on },
    board: h.b,
    moves: [...(h.m ?? '')].map(Number),
    status: h.s === 'over' ? 'over' : 'playing',
    result: (h.r || null) as MatchResult | null,
    reason: (h.why || null) as MatchEndReason | null,
    startedAt: Number(h.st),
    moveDeadline: Number(h.dl),
    awaySince: { x: Number(h.ax), o: Number(h.ao) },
    reconnectMs: Number(h.gr),
    endedAt: Number(h.fin) || null,
  };
}
