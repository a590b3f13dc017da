import { Module } from '@nestjs/common';
import { ReferralsOpsController } from './referrals-ops.controller';
import { ReferralsController } from './referrals.controller';
import { ReferralsModule } from './referrals.module';

@Module({ imports: [ReferralsModule], controllers: [ReferralsController, ReferralsOpsController] })
export class ReferralsHttpModule {}
