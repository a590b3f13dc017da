import { ApiProperty } from '@nestjs/swagger';

/** SPEC §3 Tournament, as the client reads it. */
export class TournamentViewDto {
  @ApiProperty() game_id!: number;
  @ApiProperty() event_id!: number;
  @ApiProperty() event_title!: string;
  @ApiProperty({ description: 'Start, ISO 8601' }) tournament_date!: string;
  @ApiProperty({ enum: ['upcoming', 'live', 'completed'] }) tournament_status!: string;
  @ApiProperty({ example: '2h 30m' }) tournament_duration!: string;
  @ApiProperty({ description: 'Coins, the sum of the prize table: the full pool' })
  prize_pool!: number;
  @ApiProperty({
    description:
      'Only players with a counted result in the window are ranked for prizes (false: a tournament announced before this rule, which ranks every registrant)',
  })
  requires_play!: boolean;
  @ApiProperty({
    description:
      'Eligible players that guarantee the full pool; below it every prize scales by eligible / guaranteed (0: guaranteed from any field)',
  })
  guaranteed_players!: number;
  @ApiProperty({ description: 'At most this share (%) of the eligible players is paid' })
  paid_share_percent!: number;
  @ApiProperty() registered_participants!: number;
  @ApiProperty() max_participants!: number;
  @ApiProperty({ description: 'Seconds to the start (upcoming) or end (live)' })
  remaining_seconds!: number;
  @ApiProperty({ description: 'End, ISO 8601' }) end_time!: string;
  @ApiProperty() is_registered!: boolean;
}

/** The pool as it stands: what the field so far shares, and the full pool at the guarantee. */
export class TournamentPoolDto {
  @ApiProperty({ description: 'Coins paid from the guarantee on' }) full!: number;
  @ApiProperty({ description: 'Coins the eligible players so far would share if it ended now' })
  now!: number;
  @ApiProperty({ description: 'Players with a counted result so far' }) eligible_players!: number;
  @ApiProperty({ description: '0: the full pool from any field' }) guaranteed_players!: number;
  @ApiProperty() paid_share_percent!: number;
  @ApiProperty({ description: 'Places paid now' }) paid_places!: number;
}

/** A tournament with its pool as it stands (the detail page). */
export class TournamentDetailViewDto extends TournamentViewDto {
  @ApiProperty({ type: TournamentPoolDto }) pool!: TournamentPoolDto;
}

export class TournamentListResponseDto {
  @ApiProperty({ enum: ['S'] }) status!: 'S';
  @ApiProperty({ type: [TournamentViewDto] }) data!: TournamentViewDto[];
}

/** SPEC §3 Tournament participant. */
export class RecentParticipantDto {
  @ApiProperty() user_id!: string;
  @ApiProperty() player_name!: string;
  @ApiProperty({ minimum: 0, maximum: 30 }) profile_pic!: number;
}

export class TournamentDetailResponseDto {
  @ApiProperty({ enum: ['S'] }) status!: 'S';
  @ApiProperty({ type: [TournamentDetailViewDto], description: 'The one tournament' })
  data!: TournamentDetailViewDto[];
  @ApiProperty({ type: [RecentParticipantDto], description: 'Latest to register first' })
  recent_participants!: RecentParticipantDto[];
}

/** One tournament, as an operator's change left it. */
export class TournamentResponseDto {
  @ApiProperty({ enum: ['S'] }) status!: 'S';
  @ApiProperty({ type: TournamentViewDto }) data!: TournamentViewDto;
}
