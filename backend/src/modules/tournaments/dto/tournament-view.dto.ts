import { ApiProperty } from '@nestjs/swagger';

/** SPEC §3 Tournament, as the client reads it. */
export class TournamentViewDto {
  @ApiProperty() game_id!: number;
  @ApiProperty() event_id!: number;
  @ApiProperty() event_title!: string;
  @ApiProperty({ description: 'Start, ISO 8601' }) tournament_date!: string;
  @ApiProperty({ enum: ['upcoming', 'live', 'completed'] }) tournament_status!: string;
  @ApiProperty({ example: '2h 30m' }) tournament_duration!: string;
  @ApiProperty({ description: 'Coins, the sum of the prize table' }) prize_pool!: number;
  @ApiProperty() registered_participants!: number;
  @ApiProperty() max_participants!: number;
  @ApiProperty({ description: 'Seconds to the start (upcoming) or end (live)' })
  remaining_seconds!: number;
  @ApiProperty({ description: 'End, ISO 8601' }) end_time!: string;
  @ApiProperty() is_registered!: boolean;
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
  @ApiProperty({ type: [TournamentViewDto], description: 'The one tournament' })
  data!: TournamentViewDto[];
  @ApiProperty({ type: [RecentParticipantDto], description: 'Latest to register first' })
  recent_participants!: RecentParticipantDto[];
}

/** One tournament, as an operator's change left it. */
export class TournamentResponseDto {
  @ApiProperty({ enum: ['S'] }) status!: 'S';
  @ApiProperty({ type: TournamentViewDto }) data!: TournamentViewDto;
}
