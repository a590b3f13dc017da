import { QUEUES } from '../../../backend/src/events/queues';
import {
  NotifyMilestoneHandler,
  NotifyOrderHandler,
  NotifyOvertakenHandler,
  NotifyPrizeHandler,
  NotifyReferralHandler,
  ReadDailyBonusHandler,
} from '../handlers/notify.handler';
import { PrizeShareHandler } from '../handlers/prize-share.handler';
import {
  FirstPlayHandler,
  FirstWinHandler,
  ReferralSignedUpHandler,
} from '../handlers/referral-stage.handler';
import { ReferralSweepHandler } from '../handlers/referral-sweep.handler';
import { createProcessor } from './create-processor';

export class RewardsProcessor extends createProcessor(
  QUEUES.rewards,
  [
    PrizeShareHandler,
    ReferralSignedUpHandler,
    FirstPlayHandler,
    FirstWinHandler,
    ReferralSweepHandler,
    NotifyPrizeHandler,
    NotifyOrderHandler,
    NotifyReferralHandler,
    NotifyMilestoneHandler,
    NotifyOvertakenHandler,
    ReadDailyBonusHandler,
  ],
  { concurrency: 4 },
) {}
