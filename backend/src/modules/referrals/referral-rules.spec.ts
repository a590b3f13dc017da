import {
  bonusesBetween,
  longMonth,
  mailbox,
  mayRefer,
  milestonesReached,
  monthsToSettle,
  prizeShare,
  selectableMonths,
  shortDay,
  stageOf,
  weightedDraw,
} from './referral-rules';

const at = (iso: string) => new Date(iso);

describe('stageOf', () => {
  it.each([
    [{ signupAt: null, firstPlayAt: null, firstWinAt: null }, 0],
    // Played (or even won) before verifying: nothing counts until Signup.
    [{ signupAt: null, firstPlayAt: at('2026-11-01'), firstWinAt: at('2026-11-02') }, 0],
    [{ signupAt: at('2026-11-01'), firstPlayAt: null, firstWinAt: null }, 1],
    [{ signupAt: at('2026-11-01'), firstPlayAt: at('2026-11-02'), firstWinAt: null }, 2],
    // A first win also completes the first play.
    [{ signupAt: at('2026-11-01'), firstPlayAt: null, firstWinAt: at('2026-11-02') }, 3],
  ])('%j is stage %i', (facts, stage) => {
    expect(stageOf(facts)).toBe(stage);
  });
});

describe('bonusesBetween', () => {
  it('pays the stages after the paid one up to the reached one, in order', () => {
    expect(bonusesBetween(0, 3).map((b) => [b.key, b.referrer, b.referee])).toEqual([
      ['signup', 100, 100],
      ['first-play', 10, 50],
      ['first-win', 10, 100],
    ]);
    expect(bonusesBetween(1, 3).map((b) => b.stage)).toEqual([2, 3]);
    expect(bonusesBetween(2, 2)).toEqual([]);
    expect(bonusesBetween(0, 0)).toEqual([]);
  });

  it('words the reasons a player reads', () => {
    const [signup, play, win] = bonusesBetween(0, 3);
    expect(signup.referrerReason('Asha')).toBe('Referral: Asha signed up');
    expect(play.referrerReason('Asha')).toBe('Referral: Asha played their first game');
    expect(win.referrerReason('Asha')).toBe('Referral: Asha won their first prize');
    expect([signup, play, win].map((b) => b.refereeReason)).toEqual([
      'Referral bonus: welcome',
      'Referral bonus: first game',
      'Referral bonus: first win',
    ]);
  });
});

describe('amounts', () => {
  it.each([
    [75, 7],
    [100, 10],
    [9, 0],
    [5000, 500],
  ])('10%% of a %i prize is %i', (prize, share) => {
    expect(prizeShare(prize)).toBe(share);
  });

  it.each([
    [0, 0],
    [4, 0],
    [5, 1],
    [7, 1],
    [10, 2],
    [14, 2],
  ])('%i referrals reach %i milestones', (n, reached) => {
    expect(milestonesReached(n)).toBe(reached);
  });
});

describe('months', () => {
  it('offers the IST month and the two before it, newest first, across a year', () => {
    // 1 Feb 2027 00:10 in India is still 31 Jan in UTC.
    expect(selectableMonths(at('2027-01-31T18:40:00Z'))).toEqual(['2027-02', '2027-01', '2026-12']);
    expect(selectableMonths(at('2027-01-31T18:20:00Z'))).toEqual(['2027-01', '2026-12', '2026-11']);
  });

  it('settles the two ended months, oldest first', () => {
    expect(monthsToSettle(at('2026-11-23T00:00:00Z'))).toEqual(['2026-09', '2026-10']);
  });

  it('words days and months for players', () => {
    expect(shortDay('2026-11-24')).toBe('24 Nov');
    expect(longMonth('2026-11')).toBe('November 2026');
  });
});

describe('weightedDraw', () => {
  const table = [
    { amount: 10, weight: 3 },
    { amount: 50, weight: 1 },
  ];

  it('maps each ticket to the amount whose weight covers it', () => {
    const drawn = [0, 1, 2, 3].map((ticket) => weightedDraw(table, () => ticket));
    expect(drawn).toEqual([10, 10, 10, 50]);
  });

  it('draws from the total weight with the crypto RNG by default', () => {
    const seen = new Set(Array.from({ length: 400 }, () => weightedDraw(table)));
    expect([...seen].sort((a, b) => a - b)).toEqual([10, 50]);
    const random = jest.fn(() => 0);
    weightedDraw(table, random);
    expect(random).toHaveBeenCalledWith(4);
  });

  it('refuses an empty table or a ticket out of range', () => {
    expect(() => weightedDraw([])).toThrow(RangeError);
    expect(() => weightedDraw(table, () => 4)).toThrow(RangeError);
  });
});

describe('attribution', () => {
  const referrer = { id: 'a', email: 'Asha.Rao@gmail.com', createdAt: at('2026-11-01') };

  it('treats aliases of one mailbox as one person', () => {
    expect(mailbox('Asha.Rao+farm1@Gmail.com')).toBe('asharao@gmail.com');
    expect(mailbox('asharao@googlemail.com')).toBe('asharao@gmail.com');
    expect(mailbox('asha.rao+x@example.com')).toBe('asha.rao@example.com');
  });

  it.each([
    [
      'another, later account',
      { id: 'b', email: 'kabir@example.com', createdAt: at('2026-11-02') },
      true,
    ],
    ['the same account', { ...referrer }, false],
    [
      'the same mailbox',
      { id: 'b', email: 'asharao+2@gmail.com', createdAt: at('2026-11-02') },
      false,
    ],
    [
      'an account older than the referrer',
      { id: 'b', email: 'k@example.com', createdAt: at('2026-10-31') },
      false,
    ],
  ])('%s may be referred: %s', (_what, referee, allowed) => {
    expect(mayRefer(referrer, referee)).toBe(allowed);
  });
});
