import { ApiProperty } from '@nestjs/swagger';

export class ResettleResponseDto {
  @ApiProperty({ enum: ['S'] }) status!: 'S';
  @ApiProperty({ enum: [true], description: 'The settle event is committed; the worker runs it' })
  queued!: true;
}

export class IngestResultsResponseDto {
  @ApiProperty({ enum: ['S'] }) status!: 'S';
  @ApiProperty({ description: 'Registered players whose standing was recorded' })
  updated!: number;
}

/** A player's frozen rank and reward. */
export class PayoutDto {
  @ApiProperty() user_id!: string;
  @ApiProperty() player_name!: string;
  @ApiProperty({ nullable: true, type: Number, description: 'null until ranks are frozen' })
  rank!: number | null;
  @ApiProperty({ description: 'Coins' }) reward!: number;
}

export class SettlementResponseDto {
  @ApiProperty({ enum: ['S'] }) status!: 'S';
  @ApiProperty({ nullable: true, type: String, description: 'ISO 8601; null until settled' })
  settled_at!: string | null;
  @ApiProperty({ description: 'Coins over all payouts' }) total_paid!: number;
  @ApiProperty({ type: [PayoutDto], description: 'Rank order, unranked last' })
  payouts!: PayoutDto[];
}
