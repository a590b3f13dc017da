import { ApiProperty } from '@nestjs/swagger';

export class GamerHandleDto {
  @ApiProperty({ nullable: true, type: String }) chess!: string | null;
  @ApiProperty({ nullable: true, type: String }) clash_clan!: string | null;
  @ApiProperty({ nullable: true, type: String }) clash_royal!: string | null;
  @ApiProperty({ nullable: true, type: String }) bgmi!: string | null;
}

/** SPEC §3 User, as the client stores it. */
export class UserViewDto {
  @ApiProperty() user_id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() email!: string;
  @ApiProperty() coin_balance!: number;
  @ApiProperty({ minimum: 0, maximum: 30 }) profile_pic!: number;
  @ApiProperty({
    minimum: 0,
    description: 'The daily-bonus streak as it stands today (IST): 0 once a day went unclaimed',
  })
  streak_count!: number;
  @ApiProperty({ description: "Whether today's (IST) daily bonus is claimed" })
  is_reward_claimed!: boolean;
  @ApiProperty({ description: 'ISO 8601' }) joined_on!: string;
  @ApiProperty() league!: string;
  @ApiProperty() referral_code!: string;
  @ApiProperty({ type: GamerHandleDto }) gamer_handle!: GamerHandleDto;
}

export class UserResponseDto {
  @ApiProperty({ enum: ['S'] }) status!: 'S';
  @ApiProperty({ type: UserViewDto }) data!: UserViewDto;
}
