import type { StandingsChange } from '../standings-feed';
import { StandingsVersion, parseVersion } from '../standings-version';
import { PageTrust, TRUSTED_MS } from './page-trust';
import { CHANGE_LOG } from './rank-scripts';

const BUILT = '1795815359705';
/** Version `count` of the build, made by a change of `token` ('' at the build). */
const v = (count: number, token = count ? `t${count}` : '', built = BUILT): StandingsVersion =>
  parseVersion(`${built}:${count}:${token}`)!;
/** The live change that made `version` from the one before, touching places from … to. */
const change = (
  version: StandingsVersion,
  from: number,
  to: number,
  after = v(version.count - 1, undefined, version.built),
): StandingsChange => ({ id: 1, moved: { version, after, total: 100, from, to } });

/** A feed the test speaks for: listening (or not), under an epoch, and its one listener. */
function feed() {
  const state = {
    listening: true,
    epoch: 1,
    hear: (_: StandingsChange): void => undefined,
    listen(listener: (change: StandingsChange) => void) {
      state.hear = listener;
      return () => undefined;
    },
  };
  return state;
}

function trustWith(missing = new Set<number>()) {
  const f = feed();
  const trust = new PageTrust(f, (id) => missing.has(id));
  trust.trusted(1, 0); // starts listening
  return { f, trust };
}

describe('page trust: a part held at an earlier version', () => {
  it.each<[string, StandingsChange[], StandingsVersion, StandingsVersion, number, number, boolean]>(
    [
      ['the same version', [], v(3), v(3), 0, 9, true],
      ['a change heard that touched other places', [change(v(1), 10, 20)], v(0), v(1), 0, 9, true],
      ['a change heard that touched its places', [change(v(1), 5, 20)], v(0), v(1), 0, 9, false],
      ['a change touching its last place only', [change(v(1), 9, 9)], v(0), v(1), 0, 9, false],
      [
        'every change since heard, none touching it',
        [change(v(1), 50, 60), change(v(2), 10, 12), change(v(3), 30, 90)],
        v(0),
        v(3),
        0,
        9,
        true,
      ],
      ['a change between not heard', [change(v(2), 50, 60)], v(0), v(2), 0, 9, false],
      ['a part read after the version asked', [change(v(1), 50, 60)], v(1), v(0), 0, 9, false],
      [
        'another build',
        [change(v(1, 't1', '1795815360000'), 50, 60)],
        v(0),
        v(1, 't1', '1795815360000'),
        0,
        9,
        false,
      ],
      [
        'a change that followed another version of its count (a failover made it again)',
        [change(v(1), 50, 60, v(0, 'other'))],
        v(0),
        v(1),
        0,
        9,
        false,
      ],
    ],
  )('%s', (_, heard, partAt, version, from, to, expected) => {
    const { f, trust } = trustWith();
    heard.forEach((c) => f.hear(c));
    expect(trust.held(1, { version: partAt }, version, from, to)).toBe(expected);
  });

  it('is not held without a part, nor further back than the change log reaches', () => {
    const { f, trust } = trustWith();
    for (let c = 1; c <= CHANGE_LOG + 1; c++) f.hear(change(v(c), 50, 60));
    expect(trust.held(1, undefined, v(3), 0, 9)).toBe(false);
    expect(trust.held(1, { version: v(1) }, v(CHANGE_LOG + 1), 0, 9)).toBe(true);
    expect(trust.held(1, { version: v(0) }, v(CHANGE_LOG + 1), 0, 9)).toBe(false);
  });
});

describe('page trust: what Redis said of a tournament', () => {
  const answer = { mode: 'eligible,points' as const, total: 100, version: v(4) };

  it('stands for TRUSTED_MS after the answer while nothing is heard', () => {
    const { trust } = trustWith();
    trust.confirm(1, answer, trust.mark(), 1000);
    expect(trust.trusted(1, 1000 + TRUSTED_MS)).toMatchObject({ version: v(4), total: 100 });
    expect(trust.trusted(1, 1001 + TRUSTED_MS)).toBeUndefined();
    expect(trust.trusted(2, 1000)).toBeUndefined();
  });

  it.each<[string, (f: ReturnType<typeof feed>) => void]>([
    ['a change of it heard while Redis answered', (f) => f.hear({ id: 1 })],
    ['the feed not listening', (f) => (f.listening = false)],
    ['the feed listening again since (it may have missed a change)', (f) => f.epoch++],
  ])('is not taken with %s', (_, meanwhile) => {
    const { f, trust } = trustWith();
    const mark = trust.mark();
    meanwhile(f);
    trust.confirm(1, answer, mark, 1000);
    f.listening = true;
    expect(trust.trusted(1, 1000)).toBeUndefined();
  });

  it('is not taken for a tournament whose index lacks a write of this process', () => {
    const { trust } = trustWith(new Set([1]));
    trust.confirm(1, answer, trust.mark(), 1000);
    expect(trust.trusted(1, 1000)).toBeUndefined();
  });

  it('ends when the feed stops listening or listens again', () => {
    const { f, trust } = trustWith();
    trust.confirm(1, answer, trust.mark(), 1000);
    f.listening = false;
    expect(trust.trusted(1, 1000)).toBeUndefined();
    f.listening = true;
    f.epoch++;
    expect(trust.trusted(1, 1000)).toBeUndefined();
  });

  it('moves on with the live change right after it, and is forgotten on any other', () => {
    const { f, trust } = trustWith();
    trust.confirm(1, answer, trust.mark(), 1000);
    f.hear({ id: 1, moved: { version: v(5), after: v(4), total: 101, from: 0, to: 3 } });
    expect(trust.trusted(1, 1000)).toMatchObject({ version: v(5), total: 101 });
    // A change heard of another tournament leaves it be.
    f.hear({ id: 2 });
    expect(trust.trusted(1, 1000)).toMatchObject({ version: v(5) });
    // A change that does not follow it (one missed between), or a bare one (a rebuild).
    f.hear({ id: 1, moved: { version: v(7), after: v(6), total: 101, from: 0, to: 3 } });
    expect(trust.trusted(1, 1000)).toBeUndefined();
    trust.confirm(1, answer, trust.mark(), 1000);
    f.hear({ id: 1 });
    expect(trust.trusted(1, 1000)).toBeUndefined();
  });
});
