-- One page in rank order, the caller's own row and, for a caller with one, the podium and the
-- players around them, all at one version.
--
-- Rank = 1 + players strictly ahead = 1 + members whose key sorts before this key; the players
-- tied on a key (its rank's group, which shares that rank's prizes) are the members with that key,
-- counted for a window's first and last keys (their groups may reach past it) and the caller's.
-- The version (see apply.lua) is the built-at time (a swap), the count of changes since and the
-- last change's token. One call answers a page, the caller's own row, and for a caller with an
-- entry the podium (the first ARGV[5]) and the players around them (ARGV[7] either side), all at
-- one version; a part the caller holds at this version (ARGV[4]: the page, ARGV[6]: the podium,
-- ARGV[8]: own row and around, at position ARGV[9]) is not sent again: a window comes back
-- false, the own row 1. So is a part held at an earlier version of the same build when the change
-- log has the change that made it (its count and token) and says no change since touched its
-- positions: the caller then holds it at this version.
-- KEYS: sorted set, players, rows, ready, built-at, version, change log.
-- ARGV: offset, limit, caller id or '', page held at, podium size, podium held at, around, own
-- held at, own position held.
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
  if since <= 0 or since >= CHANGE_LOG then return false end
  log = log or redis.call('LRANGE', KEYS[7], 0, CHANGE_LOG - 1)
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
return {mode, total, version, page, own, podium, around}
