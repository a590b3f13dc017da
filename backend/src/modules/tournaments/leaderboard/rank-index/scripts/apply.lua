-- Applies standing changes to the index (and to a rebuild's copy while one runs).
--
-- Members are `key|user_id` in one sorted set (all scores 0, so it sorts by bytes); a hash maps
-- each player to `version|member`, so a change replaces the old member and an older change is
-- ignored; a second hash holds the row the leaderboard shows, so a page needs no SQL. While a
-- rebuild runs, writes go to its copy as well.
-- Every change to the live index makes a new version, so a reader can keep a page it read while
-- the version stays the same, however long: `<built at>:<count>:<token>`, the build, the count
-- of changes since, and the writer's random token for the change (none at the build's start).
-- The token keeps versions unique when a Redis failover to a replica that lost the last changes
-- makes their counts again with other contents.
-- KEYS: the index's eleven keys in `scripted` order (rank-index-keys.ts; the built-at key is not
-- used here). ARGV: mode, target ('all' or 'copy'), the change's token, then per player: user id,
-- standing version, key, row.
-- Answers how many players changed, and for a live change the version it brought, the entries
-- then, the first and last places it touched (see below) and the token of the version it
-- followed; 0 and '' otherwise. A live write that moves a player ahead also answers whom they
-- passed (up to OVERTAKEN_PER_WRITE players who were ahead of or level with them and are now
-- behind), as pairs after those: {n, version, total, from, to, after, mover, passed, ...}.
-- Each live change also logs the positions it touched (newest first, CHANGE_LOG of them, as
-- 'count.token:from:to', which a release before tokens reads as a count missing: read again): a
-- reader holding a part read at an earlier version of the same build keeps it when no change
-- since touched its positions (see read.lua). A move touches the positions between its old and
-- new place and both tie groups (their ranks and sizes change); an entry new to the index moves
-- every place after it.

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
      'LIMIT', 0, OVERTAKEN_PER_WRITE)
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
  redis.call('LTRIM', KEYS[11], 0, CHANGE_LOG - 1)
  -- A final index expires (see finish.lua): its log with it.
  local ttl = redis.call('PTTL', KEYS[10])
  if ttl > 0 then redis.call('PEXPIRE', KEYS[11], ttl) end
end
for i = 6, 1, -1 do table.insert(passed, 1, moved[i]) end
return passed
