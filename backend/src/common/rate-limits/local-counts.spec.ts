import { LocalCounts } from './local-counts';

describe('LocalCounts', () => {
  let now: number;
  let counts: LocalCounts;
  const counter = (key: string, limit: number, windowMs = 60_000) => ({ key, limit, windowMs });

  beforeEach(() => {
    now = 1_000_000;
    counts = new LocalCounts(() => now, 3);
  });

  it('lets `limit` requests through in a window, then says how long until it ends', () => {
    for (let i = 0; i < 2; i++)
      expect(counts.hit([counter('a', 2)])).toEqual({ full: -1, waitMs: 0 });
    now += 10_000;
    expect(counts.hit([counter('a', 2)])).toEqual({ full: 0, waitMs: 50_000 });
    now += 50_000;
    expect(counts.hit([counter('a', 2)])).toEqual({ full: -1, waitMs: 0 });
  });

  it('counts nothing when one counter of the request is full, and names the longest wait', () => {
    counts.hit([counter('tight', 1, 10_000), counter('loose', 5)]);
    expect(counts.hit([counter('tight', 1, 10_000), counter('loose', 5)])).toEqual({
      full: 0,
      waitMs: 10_000,
    });
    // The refused request used none of the loose limit: 1 of 5.
    for (let i = 0; i < 4; i++) expect(counts.hit([counter('loose', 5)]).full).toBe(-1);
    expect(counts.hit([counter('loose', 5)]).full).toBe(0);
  });

  it('reads a counter in its current window without counting', () => {
    expect(counts.count('a')).toBe(0);
    counts.hit([counter('a', 5)]);
    counts.hit([counter('a', 5)]);
    expect(counts.count('a')).toBe(2);
    expect(counts.count('a')).toBe(2);
    now += 60_000;
    expect(counts.count('a')).toBe(0);
  });

  it('takes one count back, never below zero, and forgets a deleted counter', () => {
    counts.hit([counter('a', 1)]);
    counts.takeBack(['a']);
    counts.takeBack(['a']);
    expect(counts.hit([counter('a', 1)]).full).toBe(-1);
    expect(counts.hit([counter('a', 1)]).full).toBe(0);
    counts.delete(['a']);
    expect(counts.hit([counter('a', 1)]).full).toBe(-1);
  });

  it('keeps at most its bound of counters, dropping ended windows and then the oldest', () => {
    counts.hit([counter('old', 1, 1000)]);
    counts.hit([counter('b', 1)]);
    counts.hit([counter('c', 1)]);
    now += 1000;
    counts.hit([counter('d', 1)]);
    expect(counts.size).toBe(3);
    counts.hit([counter('e', 1)]);
    expect(counts.size).toBe(3);
    // 'b' went first: counted again from nothing.
    expect(counts.hit([counter('b', 1)]).full).toBe(-1);
  });
});
