import { parseVersion } from '../standings-version';
import { MissedWrites, REBUILD_ASK_EVERY_MS } from './missed-writes';

describe('missed writes', () => {
  const builtAt = (ms: number) => parseVersion(`${ms}:3:tok`)!;
  let now = 1_000_000;
  beforeEach(() => jest.spyOn(Date, 'now').mockImplementation(() => now));
  afterEach(() => jest.restoreAllMocks());

  it('lacks nothing for a tournament whose writes all landed', () => {
    const asked = jest.fn(() => Promise.resolve());
    const missed = new MissedWrites(asked);
    expect(missed.has(1)).toBe(false);
    expect(missed.lacksWrites(1, builtAt(0))).toBe(false);
    expect(asked).not.toHaveBeenCalled();
  });

  it('lacks the write until an index built after it is read, asking for the rebuild meanwhile', () => {
    const asked = jest.fn(() => Promise.resolve());
    const missed = new MissedWrites(asked);
    missed.note(7);
    expect(missed.has(7)).toBe(true);
    // Built before the miss (or at its very time): the write is still missing; a rebuild is asked.
    expect(missed.lacksWrites(7, builtAt(now - 1))).toBe(true);
    expect(missed.lacksWrites(7, builtAt(now))).toBe(true);
    expect(asked).toHaveBeenCalledTimes(1);
    // Asked again only every REBUILD_ASK_EVERY_MS.
    now += REBUILD_ASK_EVERY_MS - 1;
    expect(missed.lacksWrites(7, builtAt(0))).toBe(true);
    expect(asked).toHaveBeenCalledTimes(1);
    now += 1;
    expect(missed.lacksWrites(7, builtAt(0))).toBe(true);
    expect(asked).toHaveBeenCalledTimes(2);
    // A build finished after the miss has it: forgotten.
    expect(missed.lacksWrites(7, builtAt(1_000_001))).toBe(false);
    expect(missed.has(7)).toBe(false);
    expect(asked.mock.calls).toEqual([[7], [7]]);
  });

  it('asks a rebuild of every index that missed a write once Redis answers again', () => {
    const asked = jest.fn(() => Promise.resolve());
    const missed = new MissedWrites(asked);
    missed.note(1);
    missed.note(2);
    missed.askAll();
    expect(asked.mock.calls).toEqual([[1], [2]]);
  });
});
