import { Injectable, Logger } from '@nestjs/common';
import { JobData } from '../../../backend/src/events/queues';
import { SettlementService } from '../../../backend/src/modules/tournaments/settlement/settlement.service';
import { JobHandler } from './job-handler';

/** Pays a finished tournament. Safe to repeat: every payout has its own idempotency key. */
@Injectable()
export class TournamentSettleHandler implements JobHandler<'tournament.settle'> {
  readonly name = 'tournament.settle' as const;
  private readonly logger = new Logger(TournamentSettleHandler.name);

  constructor(private readonly settlement: SettlementService) {}

  async handle({ payload }: JobData<'tournament.settle'>): Promise<void> {
    const outcome = await this.settlement.settle(payload.tournamentId);
    if (!outcome.alreadySettled) {
      this.logger.log(
        `Tournament ${payload.tournamentId} settled: ${outcome.players} winners, ${outcome.paidNow} coins paid now`,
      );
    }
  }
}
