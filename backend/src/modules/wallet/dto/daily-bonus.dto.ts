import { ApiProperty } from '@nestjs/swagger';

export class DailyBonusDayDto {
  @ApiProperty({ description: 'Day of the streak, from 1', example: 1 }) day!: number;
  @ApiProperty({ description: 'Coins the claim of that day pays', example: 10 }) coins!: number;
}

export class DailyBonusTableResponseDto {
  @ApiProperty({ enum: ['S'] }) status!: 'S';
  @ApiProperty({
    type: [DailyBonusDayDto],
    description:
      'Day 1 first; the streak is capped at the last day, which pays every later day too (7+)',
  })
  data!: DailyBonusDayDto[];
}
