import { parseVersion, shownVersion, versionBefore } from './standings-version';

describe('rank index versions', () => {
  const live = parseVersion('1795815359705:41:Zq3-_x9A')!;
  const built = parseVersion('1795815359705:0:')!;

  it('reads a version into its build, its count and its token', () => {
    expect(live).toEqual({
      text: '1795815359705:41:Zq3-_x9A',
      built: '1795815359705',
      count: 41,
      token: 'Zq3-_x9A',
    });
    expect(built).toMatchObject({ built: '1795815359705', count: 0, token: '' });
  });

  it('shows a version without its token', () => {
    expect(shownVersion(live)).toBe('1795815359705:41');
    expect(shownVersion(built)).toBe('1795815359705:0');
  });

  it('names the version before: the same build, the count before, the given token', () => {
    expect(versionBefore(live, 'b7Hk2mQp')).toEqual(parseVersion('1795815359705:40:b7Hk2mQp'));
    expect(versionBefore(parseVersion('1795815359705:1:Zq3-_x9A')!, '')).toEqual(built);
  });

  it.each([
    ['1795815359705:41:Zq3-_x9A', true],
    ['1795815359705:0:', true],
    // What the scripts answer when Redis lost the built-at key: still the index's version.
    [':41:Zq3', true],
    ['1795815359705:41', false],
    ['x:41:Zq3', false],
    ['1795815359705::Zq3', false],
    ['1795815359705: 41:Zq3', false],
    ['1795815359705:41:Zq 3', false],
    ['1795815359705:41:Zq3:x', false],
    [`1795815359705:${'9'.repeat(20)}:Zq3`, false],
  ])('%s reads as a version: %s', (text, expected) => {
    expect(parseVersion(text) !== null).toBe(expected);
  });
});
