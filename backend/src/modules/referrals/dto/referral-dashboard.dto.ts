import { ApiProperty } from '@nestjs/swagger';
import type { ReferralStage } from '../referral-rules';

/** SPEC §3 Referred user row. */
export class ReferredUserDto {
  @ApiProperty({ description: '-- when the friend has no name' }) name!: string;
  @ApiProperty({
    enum: [0, 1, 2, 3],
    description: '0 email not verified yet, 1 Signup, 2 First Play, 3 First Win',
  })
  referal_stat!: ReferralStage;
  @ApiProperty({ description: 'When the friend joined, ISO 8601' }) joined!: string;
  @ApiProperty({
    nullable: true,
    type: String,
    description: 'Why a bonus is not paid yet; null when nothing is owed',
  })
  note!: string | null;
}

export class ReferralLeaderboardRowDto {
  @ApiProperty({ description: 'Ties share a rank (1, 2, 2)' }) rank!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'Referrals that reached Signup in the month' }) count!: number;
}

export class MilestoneProgressDto {
  @ApiProperty({ description: 'A milestone every this many referrals', example: 5 })
  every!: number;
  @ApiProperty({ description: 'Coins per milestone', example: 150 }) reward!: number;
  @ApiProperty({ description: 'Milestones reached' }) reached!: number;
  @ApiProperty({ description: 'Milestones claimed' }) claimed!: number;
  @ApiProperty({ description: 'Reached and not claimed yet' }) claimable!: number;
  @ApiProperty({ description: 'Referrals the next milestone needs' }) next_at!: number;
  @ApiProperty({ description: 'Referrals towards the next milestone' }) progress!: number;
}

/** SPEC §3 Referral dashboard data, plus the months to choose from and milestone progress. */
export class ReferralDashboardDto {
  @ApiProperty({ description: 'Referrals that reached Signup' }) total_count!: number;
  @ApiProperty() pending!: number;
  @ApiProperty() completed!: number;
  @ApiProperty({ description: 'Today in India, YYYY-MM-DD' }) date!: string;
  @ApiProperty({ description: 'The month of leaderboard_data, YYYY-MM' }) month_key!: string;
  @ApiProperty({ type: [String], description: 'Months to choose from, YYYY-MM, current first' })
  months!: string[];
  @ApiProperty() invite_code!: string;
  @ApiProperty({ type: [ReferredUserDto], description: 'Newest first' })
  obj_data!: ReferredUserDto[];
  @ApiProperty({ type: [ReferralLeaderboardRowDto], description: 'The month’s top 3 (ties)' })
  leaderboard_data!: ReferralLeaderboardRowDto[];
  @ApiProperty({ type: MilestoneProgressDto }) milestone!: MilestoneProgressDto;
}

export class ReferralDashboardResponseDto {
  @ApiProperty({ enum: ['S'] }) status!: 'S';
  @ApiProperty({ type: ReferralDashboardDto }) data!: ReferralDashboardDto;
}

export class ClaimedMilestoneDto {
  @ApiProperty({ description: '1 at 5 referrals, 2 at 10, …' }) milestone!: number;
  @ApiProperty() at_referrals!: number;
  @ApiProperty({ description: 'Coins' }) reward!: number;
  @ApiProperty({ description: 'Coins drawn from the mystery table' }) mystery_reward!: number;
}

export class MilestoneViewDto extends ClaimedMilestoneDto {
  @ApiProperty({ description: 'ISO 8601' }) claimed_at!: string;
}

export class MilestoneClaimResponseDto {
  @ApiProperty({ enum: ['S'] }) status!: 'S';
  @ApiProperty({ example: 'Milestone reward claimed successfully!' }) message!: string;
  @ApiProperty({ enum: [true] }) is_claimed!: true;
  @ApiProperty({ type: ClaimedMilestoneDto, description: 'The milestone claimed now' })
  claimed!: ClaimedMilestoneDto;
  @ApiProperty({ type: [MilestoneViewDto], description: 'Every milestone claimed, lowest first' })
  milestone!: MilestoneViewDto[];
}
