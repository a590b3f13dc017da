import { QUEUES } from '../../../backend/src/events/queues';
import { PrizePaidHandler } from '../handlers/prize-paid.handler';
import { createProcessor } from './create-processor';

export class RewardsProcessor extends createProcessor(QUEUES.rewards, [PrizePaidHandler], {
  concurrency: 4,
}) {}
