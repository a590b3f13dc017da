import { parseStandingsChange, standingsChangeMessage } from './standings-feed';
import { parseVersion } from './standings-version';

describe('standings change messages', () => {
  it('carries a live change with its version, the one before, entries and places, and reads it back', () => {
    const change = {
      id: 12,
      moved: {
        version: parseVersion('1795815359705:41:Zq3-_x9A')!,
        after: parseVersion('1795815359705:40:b7Hk2mQp')!,
        total: 300,
        from: 150,
        to: 209,
      },
    };
    const { text, detail } = standingsChangeMessage(change);
    // The text is the id alone: what a release that knows no places reads.
    expect(text).toBe('12');
    expect(detail).toBe('1795815359705:41:Zq3-_x9A/300/150/209/b7Hk2mQp');
    expect(parseStandingsChange(text, detail)).toEqual(change);
  });

  it('reads the first change after a build, whose version before has no token', () => {
    expect(parseStandingsChange('3', '1795815359705:1:Zq3-_x9A/10/0/9/')).toEqual({
      id: 3,
      moved: {
        version: parseVersion('1795815359705:1:Zq3-_x9A'),
        after: parseVersion('1795815359705:0:'),
        total: 10,
        from: 0,
        to: 9,
      },
    });
  });

  it('reads a bare id (a rebuild, a drop, an older release) as a change of unknown places', () => {
    expect(standingsChangeMessage({ id: 7 })).toEqual({ text: '7', detail: undefined });
    expect(parseStandingsChange('7')).toEqual({ id: 7 });
  });

  it.each([
    ['no version', 'x/300/1/2/t'],
    ['a version without its token (an older release)', '1:2/300/1/2'],
    ['places missing', '1:2:t/300/1/u'],
    ['a place not a number', '1:2:t/300/a/2/u'],
    ['places the wrong way round', '1:2:t/300/9/2/u'],
    ['a negative place', '1:2:t/300/-1/2/u'],
    ['count 0 (no change makes it)', '1:0:t/300/1/2/u'],
    ['a version without its build', ':2:t/300/1/2/u'],
    ['a token that is not base64url', '1:2:t/300/1/2/u:v'],
  ])('keeps only the id of a message whose places do not read: %s', (_, detail) => {
    expect(parseStandingsChange('7', detail)).toEqual({ id: 7 });
  });

  it.each(['', 'x', '0', '-3', '1.5', '99999999999999999999'])(
    'takes %p for no change of ours',
    (text) => {
      expect(parseStandingsChange(text, '1:2:t/300/1/2/u')).toBeNull();
    },
  );
});
