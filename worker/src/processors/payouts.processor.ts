import { QUEUES } from '../../../backend/src/events/queues';
import { createProcessor } from './create-processor';

export class PayoutsProcessor extends createProcessor(QUEUES.payouts, { concurrency: 2 }) {}
