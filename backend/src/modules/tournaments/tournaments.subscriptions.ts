import { QUEUES } from '../../events/queues';
import { subscribe } from '../../events/subscriptions';

/** What tournaments does when its own events happen (handlers in worker/src/handlers). */
export const TOURNAMENTS_SUBSCRIPTIONS = {
  /** The winner's mail about their prize. */
  prizeMail: subscribe('prize.paid', 'prize-mail', QUEUES.mail),
} as const;
