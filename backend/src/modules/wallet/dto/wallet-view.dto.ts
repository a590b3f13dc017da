import { ApiProperty } from '@nestjs/swagger';
import { UserViewDto } from '../../users';

/** daily_reward_claim: what the claim paid and the player after it. */
export class DailyRewardClaimResponseDto {
  @ApiProperty({ enum: ['S'] }) status!: 'S';
  @ApiProperty({ example: 'You claimed 10 coins!' }) message!: string;
  @ApiProperty({ description: 'Coins this claim paid' }) reward!: number;
  @ApiProperty({ description: 'The streak day this claim counted as, from 1' })
  streak_count!: number;
  @ApiProperty({ type: UserViewDto }) data!: UserViewDto;
}

/** SPEC §3 Winning row. */
export class WinningRowDto {
  @ApiProperty({ description: 'ISO 8601' }) crd_on!: string;
  @ApiProperty({ description: 'What paid it, e.g. a tournament title' }) source!: string;
  @ApiProperty({ description: 'Coins credited' }) reward!: number;
}

export class WinningsResponseDto {
  @ApiProperty({ enum: ['S'] }) status!: 'S';
  @ApiProperty({ type: [WinningRowDto], description: 'Newest first' }) data!: WinningRowDto[];
  @ApiProperty({ description: 'Rows over all pages' }) total_count!: number;
}

/** SPEC §3 Transaction row. */
export class HistoryRowDto {
  @ApiProperty({ description: 'ISO 8601' }) crd_on!: string;
  @ApiProperty() reason!: string;
  @ApiProperty({ description: 'Signed coins: credits positive, debits negative' }) value!: number;
}

export class TransactionHistoryResponseDto {
  @ApiProperty({ enum: ['S'] }) status!: 'S';
  @ApiProperty({ type: [HistoryRowDto], description: 'Newest first' }) data!: HistoryRowDto[];
  @ApiProperty({ description: 'Rows over all pages' }) total_count!: number;
}
