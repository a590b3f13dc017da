import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';

export class PageViewDto {
  @ApiProperty({ example: '/leaderboard?game=1' })
  @IsString({ message: 'path must be a string' })
  @MaxLength(2048, { message: 'path must be at most 2048 characters' })
  @Matches(/^\/(?!\/)/, { message: 'path must start with a single /' })
  path!: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'referrer must be a string' })
  @MaxLength(2048, { message: 'referrer must be at most 2048 characters' })
  referrer?: string;
}
