import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { OutboxRelay } from '../../backend/src/events/outbox-relay.service';
import { NotificationsService } from '../../backend/src/modules/notifications';
import { ReferralSweepService } from '../../backend/src/modules/referrals';
import { ShopPopularityService } from '../../backend/src/modules/shop';
import { ResultPoller, TournamentScheduler } from '../../backend/src/modules/tournaments';
import { CoinsMintedService } from '../../backend/src/modules/wallet';

/** On start: repair what fell due while the worker was down, then begin relaying the outbox. */
@Injectable()
export class WorkerLifecycle implements OnApplicationBootstrap {
  private readonly logger = new Logger(WorkerLifecycle.name);

  constructor(
    private readonly relay: OutboxRelay,
    private readonly scheduler: TournamentScheduler,
    private readonly poller: ResultPoller,
    private readonly popularity: ShopPopularityService,
    private readonly referrals: ReferralSweepService,
    private readonly notifications: NotificationsService,
    private readonly minted: CoinsMintedService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const repaired = await this.scheduler.sweep();
    await this.scheduler.ensureRepeatingSweep();
    await this.poller.ensureRepeatingPoll();
    await this.popularity.ensureRepeatingRefresh();
    await this.notifications.ensureRepeatingSweep();
    await this.minted.ensureRepeatingCheck();
    // Referral payouts must not keep the worker from starting: the repeating sweep retries.
    await this.referrals.sweep().catch((err: unknown) => {
      this.logger.error(`Referral sweep failed at start: ${(err as Error).message}`);
    });
    await this.referrals.ensureRepeatingSweep();
    this.relay.start();
    this.logger.log(
      `Worker ready (sweep: ${repaired.live.length} now live, ${repaired.completed.length} completed)`,
    );
  }
}
