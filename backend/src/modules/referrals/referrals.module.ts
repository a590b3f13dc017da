import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventsModule } from '../../events/events.module';
import { ActivityModule } from '../activity';
import { TournamentsModule } from '../tournaments';
import { UsersModule } from '../users';
import { WalletModule } from '../wallet';
import { ReferralLeaderboardPayout } from './entities/leaderboard-payout.entity';
import { MysteryReward } from './entities/mystery-reward.entity';
import { ReferralMilestone } from './entities/referral-milestone.entity';
import { Referral } from './entities/referral.entity';
import { PrizeShareJob } from './jobs/prize-share.job';
import { FirstPlayJob, FirstWinJob, ReferralSignedUpJob } from './jobs/referral-stage.job';
import { ReferralSweepJob } from './jobs/referral-sweep.job';
import { ReferralBonusesService } from './referral-bonuses.service';
import { ReferralDashboardService } from './referral-dashboard.service';
import { ReferralLeaderboardPayoutsRepository } from './referral-leaderboard-payouts.repository';
import { ReferralLeaderboardService } from './referral-leaderboard.service';
import { ReferralMilestonesRepository } from './referral-milestones.repository';
import { ReferralMilestonesService } from './referral-milestones.service';
import { ReferralSweepService } from './referral-sweep.service';
import { ReferralsRepository } from './referrals.repository';
import { ReferralsService } from './referrals.service';

/**
 * Referrals: attribution at sign-up (auth calls ReferralsService), stage bonuses and prize shares
 * paid by the worker, milestones, and the monthly referral leaderboard.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      Referral,
      ReferralMilestone,
      MysteryReward,
      ReferralLeaderboardPayout,
    ]),
    EventsModule,
    UsersModule,
    WalletModule,
    ActivityModule,
    TournamentsModule,
  ],
  providers: [
    ReferralsRepository,
    ReferralMilestonesRepository,
    ReferralLeaderboardPayoutsRepository,
    ReferralsService,
    ReferralBonusesService,
    ReferralMilestonesService,
    ReferralLeaderboardService,
    ReferralDashboardService,
    ReferralSweepService,
    // Its jobs: run by the worker, which finds them by their @OnJob / @OnEvent.
    PrizeShareJob,
    ReferralSignedUpJob,
    FirstPlayJob,
    FirstWinJob,
    ReferralSweepJob,
  ],
  // What auth (sign-up), the worker's start-up and this module's controllers inject.
  exports: [
    ReferralsService,
    ReferralBonusesService,
    ReferralMilestonesService,
    ReferralDashboardService,
    ReferralSweepService,
  ],
})
export class ReferralsModule {}
