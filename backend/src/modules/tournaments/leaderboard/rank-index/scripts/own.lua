-- Many players' own rows at once (the socket gateway's watchers of one tournament).
-- KEYS: sorted set, players, rows, ready. ARGV: user ids. Returns false while the index is not
-- ready, else per player found: id, rank, tie size, row.
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
return out
