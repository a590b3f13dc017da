import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, Max, Min } from 'class-validator';

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

/** guaranteed_players: optional, 0 to 1,000,000 eligible players (settlement/prize-pool.ts). */
export const GuaranteedPlayersField = () =>
  applyDecorators(
    IsInt({ message: 'guaranteed_players must be a whole number' }),
    Min(0, { message: 'guaranteed_players must be 0 or more' }),
    Max(1_000_000, { message: 'guaranteed_players must be at most 1,000,000' }),
    IsOptional(),
    ApiPropertyOptional({
      minimum: 0,
      description:
        'Players with a counted result that guarantee the full prize table; below it every prize scales by eligible / guaranteed (0: the full table from any field). Default: twice the table’s places',
    }),
  );

/** paid_share_percent: optional, 1 to 100. */
export const PaidSharePercentField = () =>
  applyDecorators(
    IsInt({ message: 'paid_share_percent must be a whole number' }),
    Min(1, { message: 'paid_share_percent must be at least 1' }),
    Max(100, { message: 'paid_share_percent must be at most 100' }),
    IsOptional(),
    ApiPropertyOptional({
      minimum: 1,
      maximum: 100,
      description:
        'At most this share (%) of the players with a counted result is paid (never everyone in a small field). Default: 50',
    }),
  );
