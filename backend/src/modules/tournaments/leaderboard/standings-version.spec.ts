import {
  isVersion,
  shownVersion,
  versionBefore,
  versionParts,
  versionToken,
} from './standings-version';

describe('rank index versions', () => {
  const live = '1795815359705:41:Zq3-_x9A';
  const built = '1795815359705:0:';

  it('reads a version into its build, its count and its token', () => {
    expect(versionParts(live)).toEqual(['1795815359705', 41]);
    expect(versionToken(live)).toBe('Zq3-_x9A');
    expect(versionToken(built)).toBe('');
  });

  it('shows a version without its token', () => {
    expect(shownVersion(live)).toBe('1795815359705:41');
    expect(shownVersion(built)).toBe('1795815359705:0');
  });

  it('names the version before: the same build, the count before, the given token', () => {
    expect(versionBefore(live, 'b7Hk2mQp')).toBe('1795815359705:40:b7Hk2mQp');
    expect(versionBefore('1795815359705:1:Zq3-_x9A', '')).toBe(built);
  });

  it.each([
    [live, 1, true],
    [built, 0, true],
    [built, 1, false],
    ['1795815359705:41', 0, false],
    ['x:41:Zq3', 0, false],
    ['1795815359705:41:Zq 3', 0, false],
    [`1795815359705:${'9'.repeat(20)}:Zq3`, 0, false],
  ])('%s with a count of at least %i reads as a version: %s', (version, min, expected) => {
    expect(isVersion(version, min)).toBe(expected);
  });
});
