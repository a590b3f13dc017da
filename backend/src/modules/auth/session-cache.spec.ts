import { SessionCache } from './session-cache';

describe('SessionCache', () => {
  let now = 0;
  const clock = () => now;
  const cache = (ttlMs = 1000, max = 100) => new SessionCache(ttlMs, max, clock);

  beforeEach(() => {
    now = 1_000_000;
  });

  it('knows a remembered session for its user until the time limit, never longer', () => {
    const c = cache();
    c.remember('s1', 'u1');
    expect(c.isActive('s1', 'u1')).toBe(true);
    expect(c.isActive('s1', 'u2')).toBe(false);
    expect(c.isActive('s2', 'u1')).toBe(false);
    now += 999;
    expect(c.isActive('s1', 'u1')).toBe(true);
    now += 1;
    expect(c.isActive('s1', 'u1')).toBe(false);
    expect(c.size).toBe(0);
  });

  it('does not extend an entry when it is used', () => {
    const c = cache();
    c.remember('s1', 'u1');
    for (let i = 0; i < 9; i++) {
      now += 100;
      expect(c.isActive('s1', 'u1')).toBe(true);
    }
    now += 100;
    expect(c.isActive('s1', 'u1')).toBe(false);
  });

  it('forgets a revoked session and caches it again only after the time limit', () => {
    const c = cache();
    c.remember('s1', 'u1');
    c.remember('s2', 'u1');
    c.revoke({ sessions: ['s1'] });
    expect(c.isActive('s1', 'u1')).toBe(false);
    expect(c.isActive('s2', 'u1')).toBe(true);
    // A read that began before the revocation committed answers "live": not remembered.
    c.remember('s1', 'u1');
    expect(c.isActive('s1', 'u1')).toBe(false);
    now += 1000;
    c.remember('s1', 'u1');
    expect(c.isActive('s1', 'u1')).toBe(true);
  });

  it('forgets every session of a revoked user and caches none of them meanwhile', () => {
    const c = cache();
    c.remember('a1', 'alice');
    c.remember('a2', 'alice');
    c.remember('b1', 'bob');
    c.revoke({ users: ['alice'] });
    expect(c.isActive('a1', 'alice')).toBe(false);
    expect(c.isActive('a2', 'alice')).toBe(false);
    expect(c.isActive('b1', 'bob')).toBe(true);
    c.remember('a3', 'alice');
    expect(c.isActive('a3', 'alice')).toBe(false);
    now += 1000;
    c.remember('a3', 'alice');
    expect(c.isActive('a3', 'alice')).toBe(true);
  });

  it('holds at most its bound, losing the oldest first', () => {
    const c = cache(1000, 3);
    for (const id of ['s1', 's2', 's3', 's4']) {
      c.remember(id, 'u');
      now += 1;
    }
    expect(c.size).toBe(3);
    expect(c.isActive('s1', 'u')).toBe(false);
    expect(['s2', 's3', 's4'].every((id) => c.isActive(id, 'u'))).toBe(true);
  });

  it('keeps tombstones bounded, dropping expired ones first', () => {
    const c = cache(1000, 2);
    c.revoke({ sessions: ['s1'] });
    now += 1000;
    c.revoke({ sessions: ['s2', 's3'] });
    // s1's tombstone expired and went; s2 and s3 still refuse to be cached.
    c.remember('s1', 'u');
    c.remember('s2', 'u');
    c.remember('s3', 'u');
    expect([c.isActive('s1', 'u'), c.isActive('s2', 'u'), c.isActive('s3', 'u')]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('remembers nothing with a time limit of 0', () => {
    const c = cache(0);
    c.remember('s1', 'u1');
    expect(c.isActive('s1', 'u1')).toBe(false);
  });

  it('forgets everything on clear', () => {
    const c = cache();
    c.remember('s1', 'u1');
    c.clear();
    expect(c.isActive('s1', 'u1')).toBe(false);
  });
});
