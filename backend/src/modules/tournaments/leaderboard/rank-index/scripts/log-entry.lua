-- A change log entry (see apply.lua): its count, token ('' in entries of releases before
-- tokens), and first and last position.
local function logEntry(entry)
  local count, token, from, to = string.match(entry, '^(%d+)%.?([%w_%-]*):(%d+):(%d+)$')
  return tonumber(count), tonumber(from), tonumber(to), token
end
