import { Injectable } from '@nestjs/common';
import { JobHandler, OnJob } from '../../../events/on-job';
import { ReferralSweepService } from '../referral-sweep.service';

/** The repeating referral sweep: deferred bonuses and ended months' leaderboards. */
@Injectable()
@OnJob('referral.sweep')
export class ReferralSweepJob implements JobHandler<'referral.sweep'> {
  constructor(private readonly referrals: ReferralSweepService) {}

  async handle(): Promise<void> {
    await this.referrals.sweep();
  }
}
