import { ApiProperty } from '@nestjs/swagger';

export class ReferralStageRewardDto {
  @ApiProperty({
    enum: [1, 2, 3],
    description: '1 the friend signs up (verified), 2 plays a first game, 3 wins a first prize',
  })
  stage!: 1 | 2 | 3;
  @ApiProperty({ description: 'Coins to the player who referred', example: 100 })
  referrer!: number;
  @ApiProperty({ description: 'Coins to the friend referred', example: 100 })
  referee!: number;
}

export class ReferralRewardsDto {
  @ApiProperty({ type: [ReferralStageRewardDto], description: 'In the order stages are reached' })
  stages!: ReferralStageRewardDto[];
  @ApiProperty({
    description: 'Share of each tournament prize a friend is paid, to the referrer',
    example: 10,
  })
  prize_share_percent!: number;
  @ApiProperty({ description: 'A milestone is reached every this many referrals', example: 5 })
  milestone_every!: number;
  @ApiProperty({ description: 'Coins of a milestone (and a mystery reward)', example: 150 })
  milestone_reward!: number;
  @ApiProperty({
    type: [Number],
    description: 'Coins of the monthly referral leaderboard, 1st place first',
    example: [5000, 3000, 1000],
  })
  leaderboard_prizes!: number[];
}

export class ReferralRewardsResponseDto {
  @ApiProperty({ enum: ['S'] }) status!: 'S';
  @ApiProperty({ type: ReferralRewardsDto }) data!: ReferralRewardsDto;
}
