import { Injectable } from '@nestjs/common';
import { ReferralSweepService } from '../../../backend/src/modules/referrals';
import { JobHandler } from './job-handler';

/** The repeating referral sweep: deferred bonuses and ended months' leaderboards. */
@Injectable()
export class ReferralSweepHandler implements JobHandler<'referral.sweep'> {
  readonly name = 'referral.sweep' as const;

  constructor(private readonly referrals: ReferralSweepService) {}

  async handle(): Promise<void> {
    await this.referrals.sweep();
  }
}
