import type { Notice } from './notification-types';

// What each notification says, as pure functions of the facts its cause carries, so the worker's
// subscribers and the API word them alike. The keys name the cause: never change one's shape, or
// a retried cause would notify again.

const coins = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'coin' : 'coins'}`;

/** The client's pages a notification opens (frontend/src/app/router.tsx). */
export const NOTICE_LINKS = {
  winnings: '/profile?tab=winnings',
  myOrders: '/my-orders',
  referEarn: '/refer-earn',
  home: '/',
  tournament: (gameId: number, tournamentId: number) => `/tournaments/${gameId}/${tournamentId}`,
} as const;

export function prizePaidNotice(p: {
  userId: string;
  tournamentId: number;
  tournamentTitle: string;
  rank: number;
  amount: number;
}): Notice {
  return {
    userId: p.userId,
    type: 'prize_paid',
    key: `prize:${p.tournamentId}:${p.userId}`,
    title: `You won ${coins(p.amount)}`,
    body: `You finished at rank ${p.rank} in ${p.tournamentTitle}. The coins are in your wallet.`,
    link: NOTICE_LINKS.winnings,
  };
}

export function orderPlacedNotice(o: {
  userId: string;
  orderId: string;
  title: string;
  /** As the brand prints it, e.g. ₹500. */
  faceValue: string;
}): Notice {
  return {
    userId: o.userId,
    type: 'order_placed',
    key: `order:${o.orderId}`,
    title: `Your ${o.title} voucher is ready`,
    body: `Order ${o.orderId}: your ${o.faceValue} ${o.title} voucher code is in My Orders.`,
    link: NOTICE_LINKS.myOrders,
  };
}

/** What the referrer is told of each stage a friend reached (referral-rules' stages 1–3). */
const STAGE_DONE: Record<number, string> = {
  1: 'signed up with your invite',
  2: 'played their first game',
  3: 'won their first prize',
};

export function referralPaidNotice(r: {
  referrerId: string;
  refereeId: string;
  refereeName: string;
  stage: number;
  amount: number;
}): Notice {
  return {
    userId: r.referrerId,
    type: 'referral_paid',
    key: `referral-paid:${r.referrerId}:${r.refereeId}:${r.stage}`,
    title: `+${coins(r.amount)} from a referral`,
    body: `${r.refereeName} ${STAGE_DONE[r.stage] ?? 'reached a new stage'}: ${coins(r.amount)} are in your wallet.`,
    link: NOTICE_LINKS.referEarn,
  };
}

export function milestoneClaimableNotice(m: {
  userId: string;
  milestone: number;
  /** The referrals that reached it (5 for the first). */
  referrals: number;
}): Notice {
  return {
    userId: m.userId,
    type: 'milestone_claimable',
    key: `milestone:${m.userId}:${m.milestone}`,
    title: 'Mystery reward unlocked: claim it on Refer & Earn',
    body: `${m.referrals} friends joined with your invite. Claim your milestone reward and a mystery reward on Refer & Earn.`,
    link: NOTICE_LINKS.referEarn,
  };
}

/** The key of a day's "your daily bonus is ready" (one per player per IST day). */
export function dailyBonusKey(userId: string, day: string): string {
  return `daily-bonus:${userId}:${day}`;
}

export function dailyBonusNotice(d: {
  userId: string;
  /** The IST day, YYYY-MM-DD. */
  day: string;
  coins: number;
  streak: number;
}): Notice {
  return {
    userId: d.userId,
    type: 'daily_bonus',
    key: dailyBonusKey(d.userId, d.day),
    title: 'Your daily bonus is ready',
    body: `Claim ${coins(d.coins)} today, day ${d.streak} of your streak.`,
    link: NOTICE_LINKS.home,
  };
}

/** 14:30 in India. */
export function istTime(at: Date): string {
  return at.toLocaleTimeString('en-GB', {
    timeZone: 'Asia/Kolkata',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
}

/** Keyed with the start too: a tournament moved to a later time tells its players again. */
export function startingSoonNotice(s: {
  userId: string;
  tournamentId: number;
  gameId: number;
  title: string;
  startsAt: Date;
}): Notice {
  return {
    userId: s.userId,
    type: 'starting_soon',
    key: `starting-soon:${s.tournamentId}:${s.userId}:${s.startsAt.getTime()}`,
    title: `${s.title} starts soon`,
    body: `${s.title}, which you registered for, starts at ${istTime(s.startsAt)} IST. Good luck!`,
    link: NOTICE_LINKS.tournament(s.gameId, s.tournamentId),
  };
}

/** At most one "overtaken" notice per player and tournament in this long. */
export const OVERTAKEN_QUIET_MS = 10 * 60_000;

/**
 * A player passed in a live tournament. The key counts 10-minute periods from the passing's
 * time (`at`, carried by the event), so a retried event words the same notice;
 * NotificationsService.addUnlessRecent keeps two periods' notices 10 minutes apart too.
 */
export function overtakenNotice(o: {
  userId: string;
  tournamentId: number;
  gameId: number;
  title: string;
  byName: string;
  at: number;
}): Notice {
  return {
    userId: o.userId,
    type: 'overtaken',
    key: `${overtakenKeyPrefix(o.tournamentId, o.userId)}${Math.floor(o.at / OVERTAKEN_QUIET_MS)}`,
    title: `${o.byName} overtook you`,
    body: `${o.byName} moved ahead of you in ${o.title}. There is still time to win your place back.`,
    link: NOTICE_LINKS.tournament(o.gameId, o.tournamentId),
  };
}

export const overtakenKeyPrefix = (tournamentId: number, userId: string) =>
  `overtaken:${tournamentId}:${userId}:`;
