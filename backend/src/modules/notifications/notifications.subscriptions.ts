import { QUEUES } from '../../events/queues';
import { subscribe } from '../../events/subscriptions';

/**
 * The notices players get when things happen to them (handlers in worker/src/handlers). Each
 * adds its notice under a key naming the cause, so a duplicated event or a retry adds nothing.
 */
export const NOTIFICATIONS_SUBSCRIPTIONS = {
  prizePaid: subscribe('prize.paid', 'notify-prize', QUEUES.rewards),
  orderPlaced: subscribe('order.placed', 'notify-order', QUEUES.rewards),
  referralPaid: subscribe('referral.bonus_paid', 'notify-referral', QUEUES.rewards),
  milestoneReached: subscribe('referral.milestone_reached', 'notify-milestone', QUEUES.rewards),
  overtaken: subscribe('standing.overtook', 'notify-overtaken', QUEUES.rewards),
  bonusClaimed: subscribe('daily_bonus.claimed', 'read-daily-bonus', QUEUES.rewards),
} as const;
