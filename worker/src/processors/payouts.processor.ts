import { QUEUES } from '../../../backend/src/events/queues';
import { TournamentSettleHandler } from '../handlers/tournament-settle.handler';
import { createProcessor } from './create-processor';

export class PayoutsProcessor extends createProcessor(QUEUES.payouts, [TournamentSettleHandler], {
  concurrency: 2,
}) {}
