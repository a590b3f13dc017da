import { ApiProperty } from '@nestjs/swagger';

export class ResettleResponseDto {
  @ApiProperty({ enum: ['S'] }) status!: 'S';
  @ApiProperty({ enum: [true], description: 'The settle event is committed; the worker runs it' })
  queued!: true;
}

export class CancelTournamentResponseDto {
  @ApiProperty({ enum: ['S'] }) status!: 'S';
  @ApiProperty({ description: 'The cancelled tournament, gone from every list' })
  event_id!: number;
  @ApiProperty({
    nullable: true,
    type: Number,
    description: 'Its schedule, which will not create this slot again (null: a one-off)',
  })
  schedule_id!: number | null;
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

export class DisqualifiedPrizeDto {
  @ApiProperty({
    enum: ['none', 'withheld', 'already_paid'],
    description:
      'none: no prize; withheld: a frozen reward settlement will not pay; already_paid: paid before, kept (never taken back)',
  })
  status!: 'none' | 'withheld' | 'already_paid';
  @ApiProperty({ description: 'Coins' }) amount!: number;
  @ApiProperty({ nullable: true, type: String, description: 'ISO 8601, when already paid' })
  paid_at!: string | null;
}

export class DisqualificationDto {
  @ApiProperty() event_id!: number;
  @ApiProperty() user_id!: string;
  @ApiProperty() player_name!: string;
  @ApiProperty({ description: 'The standing is removed; the rank index is rebuilt without it' })
  standing_removed!: boolean;
  @ApiProperty({ type: DisqualifiedPrizeDto }) prize!: DisqualifiedPrizeDto;
  @ApiProperty({ description: 'ISO 8601: when the player was first banned' }) banned_at!: string;
  @ApiProperty() ban_reason!: string;
}

export class DisqualificationResponseDto {
  @ApiProperty({ enum: ['S'] }) status!: 'S';
  @ApiProperty({
    example:
      'Asha is disqualified from Night Highway Sprint and banned. Their prize of 75 coins was already paid and is not taken back.',
  })
  message!: string;
  @ApiProperty({ type: DisqualificationDto }) data!: DisqualificationDto;
}
