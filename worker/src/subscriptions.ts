import { Subscription } from '../../backend/src/events/subscriptions';
import { NOTIFICATIONS_SUBSCRIPTIONS } from '../../backend/src/modules/notifications';
import { REFERRALS_SUBSCRIPTIONS } from '../../backend/src/modules/referrals';
import { TOURNAMENTS_SUBSCRIPTIONS } from '../../backend/src/modules/tournaments';

/** Every module's subscriptions: each event is fanned out to these, one job per subscriber. */
export const SUBSCRIPTIONS: readonly Subscription[] = [
  ...Object.values(REFERRALS_SUBSCRIPTIONS),
  ...Object.values(TOURNAMENTS_SUBSCRIPTIONS),
  ...Object.values(NOTIFICATIONS_SUBSCRIPTIONS),
];
