import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsInt, Max, Min } from 'class-validator';

// A tournament's and a schedule's shared fields, checked alike. Listed in the order stacked
// decorators would run (bottom first), so the messages come out as before.

/** max_participants: 1 to 1,000,000 players. */
export const MaxParticipantsField = () =>
  applyDecorators(
    IsInt({ message: 'max_participants must be a whole number' }),
    Min(1, { message: 'max_participants must be at least 1' }),
    Max(1_000_000, { message: 'max_participants must be at most 1,000,000' }),
    ApiProperty({ minimum: 1 }),
  );

/** prize_table: whole coins, 0 or more, for rank 1, 2, … */
export const PrizeTableField = () =>
  applyDecorators(
    IsArray({ message: 'prize_table must be a list of coins per rank' }),
    ArrayMaxSize(10_000, { message: 'prize_table has too many ranks' }),
    IsInt({ each: true, message: 'prize_table entries must be whole numbers of coins' }),
    Min(0, { each: true, message: 'prize_table entries must be 0 or more' }),
    ApiProperty({ type: [Number], description: 'Coins for rank 1, 2, …' }),
  );
