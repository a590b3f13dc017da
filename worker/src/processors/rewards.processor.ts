import { QUEUES } from '../../../backend/src/events/queues';
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
  ],
  { concurrency: 4 },
) {}
