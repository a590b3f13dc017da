import { CHANGE_LOG, OVERTAKEN_PER_WRITE, rankScripts } from './rank-scripts';

describe('rank index scripts', () => {
  const scripts = rankScripts();

  it('loads every script from its .lua files, once', () => {
    expect(Object.keys(scripts).sort()).toEqual(['lbApply', 'lbFinish', 'lbOwn', 'lbRead']);
    expect(rankScripts()).toBe(scripts);
    expect(scripts.lbApply).toContain("redis.call('INCR', KEYS[10])");
    expect(scripts.lbFinish).toContain("redis.call('UNLINK', KEYS[i])");
    expect(scripts.lbRead).toContain('return {mode, total, version, page, own, podium, around}');
    expect(scripts.lbOwn).toContain("table.insert(out, redis.call('HGET', KEYS[3], uid) or '{}')");
  });

  it('gives each script the limits it shares with this process, and the log reader where used', () => {
    for (const lua of Object.values(scripts)) {
      expect(
        lua.startsWith(
          `local CHANGE_LOG, OVERTAKEN_PER_WRITE = ${CHANGE_LOG}, ${OVERTAKEN_PER_WRITE}\n`,
        ),
      ).toBe(true);
    }
    expect(scripts.lbApply).toContain('local function logEntry(entry)');
    expect(scripts.lbRead).toContain('local function logEntry(entry)');
  });
});
