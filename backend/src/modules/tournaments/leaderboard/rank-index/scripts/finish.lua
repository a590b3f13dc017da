-- Swaps a finished rebuild's copy in for the index, when the build is still the one asked for.
-- KEYS: the index's eleven keys in `scripted` order (rank-index-keys.ts): the three live keys,
-- their three copies, ready, building, built-at, version, change log.
-- ARGV: mode, built-at time, time to live in ms (0: none).
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
return 1
