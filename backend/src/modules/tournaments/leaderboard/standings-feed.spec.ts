import { parseStandingsChange, standingsChangeMessage } from './standings-feed';

describe('standings change messages', () => {
  it('carries a live change with its version, entries and places, and reads it back', () => {
    const change = {
      id: 12,
      moved: { version: '1795815359705:41', total: 300, from: 150, to: 209 },
    };
    const { text, detail } = standingsChangeMessage(change);
    // The text is the id alone: what a release that knows no places reads.
    expect(text).toBe('12');
    expect(detail).toBe('1795815359705:41/300/150/209');
    expect(parseStandingsChange(text, detail)).toEqual(change);
  });

  it('reads a bare id (a rebuild, a drop, an older release) as a change of unknown places', () => {
    expect(standingsChangeMessage({ id: 7 })).toEqual({ text: '7', detail: undefined });
    expect(parseStandingsChange('7')).toEqual({ id: 7 });
  });

  it.each([
    ['no version', 'x/300/1/2'],
    ['places missing', '1:2/300/1'],
    ['a place not a number', '1:2/300/a/2'],
    ['places the wrong way round', '1:2/300/9/2'],
    ['a negative place', '1:2/300/-1/2'],
  ])('keeps only the id of a message whose places do not read: %s', (_, detail) => {
    expect(parseStandingsChange('7', detail)).toEqual({ id: 7 });
  });

  it.each(['', 'x', '0', '-3', '1.5', '99999999999999999999'])(
    'takes %p for no change of ours',
    (text) => {
      expect(parseStandingsChange(text, '1:2/300/1/2')).toBeNull();
    },
  );
});
