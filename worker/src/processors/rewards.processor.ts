import { QUEUES } from '../../../backend/src/events/queues';
import { createProcessor } from './create-processor';

export class RewardsProcessor extends createProcessor(QUEUES.rewards, { concurrency: 4 }) {}
