import { Injectable, Logger } from '@nestjs/common';
import { JobData } from '../../../backend/src/events/queues';
import {
  FINAL_POLL_BUDGET_MS,
  ResultPoller,
} from '../../../backend/src/modules/tournaments/results/result-poller.service';
import { SettlementService } from '../../../backend/src/modules/tournaments/settlement/settlement.service';
import { JobHandler } from './job-handler';

/**
 * Pays a finished tournament, after a last poll of its game's provider so games that ended just
 * before the end count. Safe to repeat: every payout has its own idempotency key.
 */
@Injectable()
export class TournamentSettleHandler implements JobHandler<'tournament.settle'> {
  readonly name = 'tournament.settle' as const;
  private readonly logger = new Logger(TournamentSettleHandler.name);

  constructor(
    private readonly settlement: SettlementService,
    private readonly poller: ResultPoller,
  ) {}

  async handle({ payload }: JobData<'tournament.settle'>): Promise<void> {
    // A player whose provider call fails, or who is not reached in time, keeps the stored
    // standing: the poll never blocks payment.
    await this.poller.pollTournament(payload.tournamentId, {
      final: true,
      budgetMs: FINAL_POLL_BUDGET_MS,
    });
    const outcome = await this.settlement.settle(payload.tournamentId);
    if (!outcome.alreadySettled) {
      this.logger.log(
        `Tournament ${payload.tournamentId} settled: ${outcome.players} winners, ${outcome.paidNow} coins paid now`,
      );
    }
  }
}
