// The referrals module's front door: all that code outside referrals/ may import from it.
export { ReferralLeaderboardPayout } from './entities/leaderboard-payout.entity';
export { MysteryReward } from './entities/mystery-reward.entity';
export { ReferralMilestone } from './entities/referral-milestone.entity';
export { Referral } from './entities/referral.entity';
export { ReferralBonusesService } from './referral-bonuses.service';
export { ReferralSweepService } from './referral-sweep.service';
export { milestoneClaimableMail } from './referrals.mails';
export { ReferralsModule } from './referrals.module';
export { ReferralsService } from './referrals.service';
