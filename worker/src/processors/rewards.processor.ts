import { QUEUES } from '../../../backend/src/events/queues';
import { FirstPlayHandler, FirstWinHandler } from '../handlers/player-firsts.handler';
import { PrizePaidHandler } from '../handlers/prize-paid.handler';
import { createProcessor } from './create-processor';

export class RewardsProcessor extends createProcessor(
  QUEUES.rewards,
  [PrizePaidHandler, FirstPlayHandler, FirstWinHandler],
  { concurrency: 4 },
) {}
