import {
  dailyBonusNotice,
  istTime,
  milestoneClaimableNotice,
  orderPlacedNotice,
  prizePaidNotice,
  referralPaidNotice,
  startingSoonNotice,
} from './notices';

const USER = '6f1c0000-0000-4000-8000-000000000001';

describe('notices', () => {
  it.each([
    [
      'a prize',
      prizePaidNotice({
        userId: USER,
        tournamentId: 7,
        tournamentTitle: 'Prize Cup',
        rank: 2,
        amount: 1500,
      }),
      {
        type: 'prize_paid',
        key: `prize:7:${USER}`,
        title: 'You won 1,500 coins',
        body: 'You finished at rank 2 in Prize Cup. The coins are in your wallet.',
        link: '/profile?tab=winnings',
      },
    ],
    [
      'an order',
      orderPlacedNotice({ userId: USER, orderId: '43', title: 'Amazon Pay', faceValue: '₹500' }),
      {
        type: 'order_placed',
        key: 'order:43',
        title: 'Your Amazon Pay voucher is ready',
        body: 'Order 43: your ₹500 Amazon Pay voucher code is in My Orders.',
        link: '/my-orders',
      },
    ],
    [
      "a friend's sign-up",
      referralPaidNotice({
        referrerId: USER,
        refereeId: 'friend',
        refereeName: 'Asha',
        stage: 1,
        amount: 100,
      }),
      {
        type: 'referral_paid',
        key: `referral-paid:${USER}:friend:1`,
        title: '+100 coins from a referral',
        body: 'Asha signed up with your invite: 100 coins are in your wallet.',
        link: '/refer-earn',
      },
    ],
    [
      'a milestone',
      milestoneClaimableNotice({ userId: USER, milestone: 2, referrals: 10 }),
      {
        type: 'milestone_claimable',
        key: `milestone:${USER}:2`,
        title: 'Mystery reward unlocked: claim it on Refer & Earn',
        link: '/refer-earn',
      },
    ],
    [
      'the daily bonus',
      dailyBonusNotice({ userId: USER, day: '2026-01-05', coins: 1, streak: 1 }),
      {
        type: 'daily_bonus',
        key: `daily-bonus:${USER}:2026-01-05`,
        body: 'Claim 1 coin today, day 1 of your streak.',
        link: '/',
      },
    ],
  ])('words %s and keys it by its cause', (_what, notice, expected) => {
    expect(notice).toMatchObject({ userId: USER, ...expected });
  });

  it('keys "starts soon" by tournament, player and start, so a moved start tells again', () => {
    const at = new Date('2026-01-05T09:00:00Z');
    const notice = startingSoonNotice({
      userId: USER,
      tournamentId: 9,
      gameId: 4,
      title: 'Evening Blitz',
      startsAt: at,
    });
    expect(notice).toEqual({
      userId: USER,
      type: 'starting_soon',
      key: `starting-soon:9:${USER}:${at.getTime()}`,
      title: 'Evening Blitz starts soon',
      body: 'Evening Blitz, which you registered for, starts at 14:30 IST. Good luck!',
      link: '/tournaments/4/9',
    });
    const moved = startingSoonNotice({
      userId: USER,
      tournamentId: 9,
      gameId: 4,
      title: 'Evening Blitz',
      startsAt: new Date(at.getTime() + 3_600_000),
    });
    expect(moved.key).not.toBe(notice.key);
  });

  it('tells times in India', () => {
    expect(istTime(new Date('2026-01-05T18:45:00Z'))).toBe('00:15');
  });
});
