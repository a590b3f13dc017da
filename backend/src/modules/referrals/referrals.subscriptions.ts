import { QUEUES } from '../../events/queues';
import { subscribe } from '../../events/subscriptions';

/** What referrals does when players play, win and sign up (handlers in worker/src/handlers). */
export const REFERRALS_SUBSCRIPTIONS = {
  /** The referrer's 10% of a friend's prize. */
  prizeShare: subscribe('prize.paid', 'referral-share', QUEUES.rewards),
  /** Each stage a referee reaches brings the referral up to the facts and pays what is owed. */
  signedUp: subscribe('referral.signed_up', 'referral-stage', QUEUES.rewards),
  firstPlay: subscribe('player.first_play', 'referral-stage', QUEUES.rewards),
  firstWin: subscribe('player.first_win', 'referral-stage', QUEUES.rewards),
  /** The referrer's mail about a milestone to claim (if they want it). */
  milestoneMail: subscribe('referral.milestone_reached', 'milestone-mail', QUEUES.mail),
} as const;
