import { Injectable, Logger } from '@nestjs/common';
import { JobHandler, OnJob } from '../../../events/on-job';
import { JobData } from '../../../events/queues';
import { FINAL_POLL_BUDGET_MS, ResultPoller } from '../results/result-poller.service';
import { SettlementService } from '../settlement/settlement.service';

/**
 * Settles a finished tournament: a last poll of its game's provider, so games that ended just
 * before the end count, then settlement (freeze, pay, mark settled; no Redis, no game site).
 *
 * The poll is a bounded first step of this job, not a job of its own raising the settle event:
 * the settle event, committed with the tournament's completion, stays the one record of the work,
 * and a crash anywhere is repaired by what already exists. The sweep completes a tournament whose
 * end job was lost (committing the event), the relay publishes an event BullMQ has not got yet,
 * and BullMQ re-runs this job (the poll records only changes and stops once the ranks are frozen;
 * every payout has its own idempotency key). The poll holds up payment only where it can change
 * the ranks: for a game without a configured provider it returns after one read, and otherwise it
 * stops after FINAL_POLL_BUDGET_MS (players not reached keep their stored standing).
 */
@Injectable()
@OnJob('tournament.settle')
export class SettleTournamentJob implements JobHandler<'tournament.settle'> {
  private readonly logger = new Logger(SettleTournamentJob.name);

  constructor(
    private readonly settlement: SettlementService,
    private readonly poller: ResultPoller,
  ) {}

  async handle({ payload }: JobData<'tournament.settle'>): Promise<void> {
    // Final poll: bounded, and skipped for a game without a configured provider.
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
