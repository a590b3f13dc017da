import { QUEUES } from '../../../backend/src/events/queues';
import { createProcessor } from './create-processor';

export class MailProcessor extends createProcessor(QUEUES.mail, { concurrency: 4 }) {}
