import { VerifiedTokens } from './verified-tokens';

describe('VerifiedTokens', () => {
  let now = 1_000_000_000;
  const clock = () => now;
  const claims = (sid: string) => ({ sub: 'u1', sid });

  it('answers a verified token’s claims until its expiry, then forgets it', () => {
    const tokens = new VerifiedTokens(10, clock);
    tokens.add('t1', claims('s1'), now / 1000 + 60);
    expect(tokens.get('t1')).toEqual(claims('s1'));
    expect(tokens.get('t2')).toBeUndefined();
    now += 59_999;
    expect(tokens.get('t1')).toEqual(claims('s1'));
    now += 1;
    expect(tokens.get('t1')).toBeUndefined();
  });

  it('keeps nothing of a token without an expiry', () => {
    const tokens = new VerifiedTokens(10, clock);
    tokens.add('t1', claims('s1'), undefined);
    expect(tokens.get('t1')).toBeUndefined();
  });

  it('holds at most its bound, losing the oldest first', () => {
    const tokens = new VerifiedTokens(2, clock);
    for (const t of ['t1', 't2', 't3']) tokens.add(t, claims(t), now / 1000 + 60);
    expect(['t1', 't2', 't3'].map((t) => tokens.get(t)?.sid)).toEqual([undefined, 't2', 't3']);
  });
});
