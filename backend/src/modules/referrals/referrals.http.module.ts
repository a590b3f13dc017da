import { Module } from '@nestjs/common';
import { ReferralRewardsController } from './referral-rewards.controller';
import { ReferralsOpsController } from './referrals-ops.controller';
import { ReferralsController } from './referrals.controller';
import { ReferralsModule } from './referrals.module';

@Module({
  imports: [ReferralsModule],
  controllers: [ReferralsController, ReferralRewardsController, ReferralsOpsController],
})
export class ReferralsHttpModule {}
