import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';

export const PAGE_SIZES = [10, 20, 30, 50] as const;

class UserRefDto {
  @ApiPropertyOptional({ description: 'Must be the caller (identity comes from the token)' })
  @IsOptional()
  @MaxLength(64, { message: 'user_id is invalid' })
  @IsString({ message: 'user_id must be a string' })
  user_id?: string;
}

/** Accepts JSON or form data (numbers then arrive as text). */
export class PagedRequestDto {
  @ApiPropertyOptional({ default: 1, minimum: 1 })
  @IsOptional()
  @Max(100_000, { message: 'page is too large' })
  @Min(1, { message: 'page must be 1 or more' })
  @IsInt({ message: 'page must be a whole number' })
  @Type(() => Number)
  page: number = 1;

  @ApiPropertyOptional({ enum: PAGE_SIZES, default: 10 })
  @IsOptional()
  @IsIn(PAGE_SIZES, { message: 'limit must be 10, 20, 30 or 50' })
  @Type(() => Number)
  limit: number = 10;

  @ApiPropertyOptional()
  @IsOptional()
  @MaxLength(64, { message: 'user_id is invalid' })
  @IsString({ message: 'user_id must be a string' })
  user_id?: string;

  @ApiPropertyOptional({ type: UserRefDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => UserRefDto)
  inputObj?: UserRefDto;
}

export class DailyRewardClaimDto {
  @ApiPropertyOptional({ description: 'Must be the caller (identity comes from the token)' })
  @IsOptional()
  @MaxLength(64, { message: 'user_id is invalid' })
  @IsString({ message: 'user_id must be a string' })
  user_id?: string;
}
