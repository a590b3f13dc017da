import { QUEUES } from '../../../backend/src/events/queues';
import { createProcessor } from './create-processor';

export class SchedulingProcessor extends createProcessor(QUEUES.scheduling, { concurrency: 4 }) {}
