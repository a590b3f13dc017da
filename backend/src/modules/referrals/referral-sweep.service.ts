import { Injectable, Logger } from '@nestjs/common';
import { QueueRegistry } from '../../events/queue-registry';
import { JobData, QUEUES } from '../../events/queues';
import { ReferralBonusesService } from './referral-bonuses.service';
import { ReferralLeaderboardService } from './referral-leaderboard.service';

/** Deferred bonuses fall due at IST midnight and months end then: paid within a minute. */
const SWEEP_EVERY_MS = 60_000;

/**
 * The referral sweep: pays the bonuses the daily cap deferred once their day has come, and each
 * ended month's referral leaderboard not paid yet. Runs at worker start (repairing a rollover
 * missed while it was down) and every minute; safe to run any number of times, since what is
 * paid is recorded with the payment.
 */
@Injectable()
export class ReferralSweepService {
  private readonly logger = new Logger(ReferralSweepService.name);

  constructor(
    private readonly bonuses: ReferralBonusesService,
    private readonly leaderboard: ReferralLeaderboardService,
    private readonly queues: QueueRegistry,
  ) {}

  async sweep(now = new Date()): Promise<void> {
    await this.bonuses.payDeferred(now);
    for (const paid of await this.leaderboard.settleEndedMonths(now)) {
      this.logger.log(
        `Referral leaderboard ${paid.month} paid: ${paid.total} coins to ${paid.winners} players`,
      );
    }
  }

  async ensureRepeatingSweep(): Promise<void> {
    const data: JobData<'referral.sweep'> = { idempotencyKey: 'referral.sweep', payload: {} };
    await this.queues
      .get(QUEUES.rewards)
      .upsertJobScheduler(
        'referral.sweep',
        { every: SWEEP_EVERY_MS },
        { name: 'referral.sweep', data, opts: { removeOnComplete: 100, removeOnFail: 100 } },
      );
  }
}
