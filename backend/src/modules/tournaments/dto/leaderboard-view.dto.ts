import { ApiProperty } from '@nestjs/swagger';

/** SPEC §3 Leaderboard list item. */
export class LeaderboardTournamentDto {
  @ApiProperty() event_id!: number;
  @ApiProperty() event_name!: string;
  @ApiProperty({ enum: ['upcoming', 'live', 'completed'] }) tour_status!: string;
}

export class LeaderboardListResponseDto {
  @ApiProperty({ enum: ['S'] }) status!: 'S';
  @ApiProperty({ type: [LeaderboardTournamentDto], description: 'Newest start first' })
  data!: LeaderboardTournamentDto[];
  @ApiProperty({
    nullable: true,
    type: Number,
    description: 'The one to show first: live, else latest completed, else newest; null if none',
  })
  current_event!: number | null;
}

/** SPEC §3 Leaderboard row. */
export class TournamentStandingDto {
  @ApiProperty({
    type: Number,
    nullable: true,
    description:
      'Ties share a rank (1, 2, 2, 4); null for a player not ranked for prizes (`eligible` false)',
  })
  rank!: number | null;
  @ApiProperty({ description: '-- when the player has no name' }) player_name!: string;
  @ApiProperty() points!: number;
  @ApiProperty({
    type: Number,
    nullable: true,
    description:
      'Coins won once settled; while live (`projected`), what this rank would win if the tournament ended now, ties sharing among eligible players as settlement does, from the pool the field earns so far; 0 before the start; null when not eligible',
  })
  reward!: number | null;
  @ApiProperty({
    description:
      'Ranked for prizes: the player has a counted result in the window (a finished match against a person, a verified run, a result recorded for them). Those not eligible are listed after every ranked player ("not played yet" while live, "did not play" after)',
  })
  eligible!: boolean;
  @ApiProperty({
    description:
      'Players sharing this rank (1: nobody else); a tie shares its places’ prizes. For players not eligible: how many are listed with them',
  })
  tie_size!: number;
  @ApiProperty({
    required: false,
    nullable: true,
    type: Number,
    description: 'Games that show trophies (2, 3) only; null until reported',
  })
  start_trophy?: number | null;
  @ApiProperty({
    required: false,
    nullable: true,
    type: Number,
    description: 'Games that show trophies (2, 3) only; null until reported',
  })
  end_trophy?: number | null;
  @ApiProperty({ required: false, description: 'Games ranked by tiebreakers (4) only' })
  wins?: number;
  @ApiProperty({ required: false, description: 'Games ranked by tiebreakers (4) only' })
  losses?: number;
  @ApiProperty({
    required: false,
    description: 'Total match time in seconds; games ranked by tiebreakers (4) only',
  })
  completion_seconds?: number;
  @ApiProperty() user_id!: string;
}

export class LeaderboardResponseDto {
  @ApiProperty({ enum: ['S'] }) status!: 'S';
  @ApiProperty({ type: [TournamentStandingDto], description: 'The page, in rank order' })
  data!: TournamentStandingDto[];
  @ApiProperty({ description: 'Players registered' }) total_count!: number;
  @ApiProperty({
    type: TournamentStandingDto,
    nullable: true,
    description: 'The caller’s own row; null for visitors and players not registered',
  })
  own!: TournamentStandingDto | null;
  @ApiProperty({
    type: [TournamentStandingDto],
    description: 'The top 3, when the caller has an own row (else empty)',
  })
  podium!: TournamentStandingDto[];
  @ApiProperty({
    type: [TournamentStandingDto],
    description:
      'The caller and up to 2 players either side of them in the order, when the caller has an own row (else empty)',
  })
  around!: TournamentStandingDto[];
  @ApiProperty({
    description: 'True while live and unsettled: rewards are projected, not paid',
  })
  projected!: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'The standings version (`<built at>:<changes>`, both numbers; newer compares greater); null when read without the rank index',
  })
  version!: string | null;
}
