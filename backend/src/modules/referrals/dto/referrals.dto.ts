import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import { OwnUserIdDto } from '../../../common/dto/own-user-id.dto';
import { MYSTERY_AMOUNT_MAX, MYSTERY_TABLE_MAX_ROWS, MYSTERY_WEIGHT_MAX } from '../referral-rules';

/** SPEC §7 refer_earn_dashboard: user_id (the caller's), month, milestone (ignored). */
export class DashboardRequestDto extends OwnUserIdDto {
  @ApiPropertyOptional({ description: 'YYYY-MM: the current IST month or one of the two before' })
  @IsOptional()
  @Matches(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'month must be a month as YYYY-MM' })
  @IsString({ message: 'month must be a month as YYYY-MM' })
  month?: string;

  @ApiPropertyOptional({ description: 'Sent by the client; not used' })
  @IsOptional()
  milestone?: unknown;
}

/** SPEC §7 refer_earn_dashboard/milestone: user_id (the caller's), milestone (ignored). */
export class MilestoneClaimDto extends OwnUserIdDto {
  @ApiPropertyOptional({ description: 'Sent by the client; the lowest unclaimed one is claimed' })
  @IsOptional()
  milestone?: unknown;
}

export class MysteryRewardDto {
  @ApiProperty({ minimum: 1, maximum: MYSTERY_AMOUNT_MAX })
  @Max(MYSTERY_AMOUNT_MAX, { message: `amount must be at most ${MYSTERY_AMOUNT_MAX} coins` })
  @Min(1, { message: 'amount must be at least 1 coin' })
  @IsInt({ message: 'amount must be a whole number of coins' })
  amount!: number;

  @ApiProperty({ minimum: 1, maximum: MYSTERY_WEIGHT_MAX, description: 'Relative chance' })
  @Max(MYSTERY_WEIGHT_MAX, { message: `weight must be at most ${MYSTERY_WEIGHT_MAX}` })
  @Min(1, { message: 'weight must be at least 1' })
  @IsInt({ message: 'weight must be a whole number' })
  weight!: number;
}

/** The operators' mystery-reward table, replaced as a whole. */
export class MysteryTableDto {
  @ApiProperty({ type: [MysteryRewardDto] })
  @ValidateNested({ each: true })
  @Type(() => MysteryRewardDto)
  @ArrayMaxSize(MYSTERY_TABLE_MAX_ROWS, {
    message: `rewards must have at most ${MYSTERY_TABLE_MAX_ROWS} rows`,
  })
  @ArrayMinSize(1, { message: 'rewards must have at least one row' })
  @IsArray({ message: 'rewards must be a list of { amount, weight }' })
  rewards!: MysteryRewardDto[];
}

export class MysteryTableResponseDto {
  @ApiProperty({ enum: ['S'] }) status!: 'S';
  @ApiProperty({ type: [MysteryRewardDto], description: 'Lowest amount first' })
  rewards!: MysteryRewardDto[];
}
