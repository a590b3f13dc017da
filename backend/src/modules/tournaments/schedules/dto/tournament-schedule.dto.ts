import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import {
  GuaranteedPlayersField,
  MaxParticipantsField,
  PaidSharePercentField,
  PrizeTableField,
} from '../../dto/tournament-fields';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { GAME_ID_MESSAGE, GAME_IDS } from '../../../games';

export class CreateTournamentScheduleDto {
  @ApiProperty({ enum: GAME_IDS })
  @IsIn(GAME_IDS, { message: GAME_ID_MESSAGE })
  game_id!: number;

  @ApiProperty({
    example: 'Evening Blitz · {weekday} {date}',
    description: 'Each tournament’s title; {date} becomes "27 Nov" and {weekday} "Friday" (IST)',
  })
  @MaxLength(100, { message: 'title_pattern must be at most 100 characters' })
  @IsNotEmpty({ message: 'title_pattern is required' })
  @IsString({ message: 'title_pattern is required' })
  title_pattern!: string;

  @ApiProperty({ example: '19:00', description: 'Start time, India time (HH:MM)' })
  @Matches(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, { message: 'start_time must be HH:MM (00:00–23:59)' })
  @IsString({ message: 'start_time must be HH:MM (00:00–23:59)' })
  start_time!: string;

  @ApiProperty({
    type: [Number],
    example: [0, 1, 2, 3, 4, 5, 6],
    description: 'Days it runs, India’s calendar: 0 Sunday … 6 Saturday (all seven: daily)',
  })
  @Max(6, { each: true, message: 'weekdays must be 0 (Sunday) to 6 (Saturday)' })
  @Min(0, { each: true, message: 'weekdays must be 0 (Sunday) to 6 (Saturday)' })
  @IsInt({ each: true, message: 'weekdays must be 0 (Sunday) to 6 (Saturday)' })
  @ArrayUnique({ message: 'weekdays must not repeat a day' })
  @ArrayMaxSize(7, { message: 'weekdays must not repeat a day' })
  @ArrayMinSize(1, { message: 'weekdays needs at least one day' })
  @IsArray({ message: 'weekdays must be a list of days' })
  weekdays!: number[];

  @ApiProperty({ minimum: 5, maximum: 10080 })
  @Max(10_080, { message: 'duration_minutes must be at most 10080 (a week)' })
  @Min(5, { message: 'duration_minutes must be at least 5' })
  @IsInt({ message: 'duration_minutes must be a whole number' })
  duration_minutes!: number;

  @MaxParticipantsField()
  max_participants!: number;

  @PrizeTableField()
  prize_table!: number[];

  @GuaranteedPlayersField()
  guaranteed_players?: number;

  @PaidSharePercentField()
  paid_share_percent?: number;

  @ApiPropertyOptional({ default: true, description: 'false pauses it: no new tournaments' })
  @IsBoolean({ message: 'active must be true or false' })
  @IsOptional()
  active?: boolean;
}

/** Changes apply to the tournaments not created yet; those created are edited one by one. */
export class EditTournamentScheduleDto extends PartialType(CreateTournamentScheduleDto) {}

export class TournamentScheduleViewDto {
  @ApiProperty() schedule_id!: number;
  @ApiProperty({ enum: GAME_IDS }) game_id!: number;
  @ApiProperty() title_pattern!: string;
  @ApiProperty({ example: '19:00' }) start_time!: string;
  @ApiProperty({ type: [Number] }) weekdays!: number[];
  @ApiProperty() duration_minutes!: number;
  @ApiProperty() max_participants!: number;
  @ApiProperty({ type: [Number] }) prize_table!: number[];
  @ApiProperty({ description: 'Its tournaments’ guarantee (eligible players)' })
  guaranteed_players!: number;
  @ApiProperty({ description: 'Its tournaments’ most paid share of the eligible field (%)' })
  paid_share_percent!: number;
  @ApiProperty() active!: boolean;
  @ApiProperty({
    description: 'Its tournaments that have not ended, soonest first',
    type: [Number],
  })
  upcoming_event_ids!: number[];
}

export class TournamentScheduleResponseDto {
  @ApiProperty({ enum: ['S'] }) status!: 'S';
  @ApiProperty({ type: TournamentScheduleViewDto }) data!: TournamentScheduleViewDto;
}

export class TournamentScheduleListResponseDto {
  @ApiProperty({ enum: ['S'] }) status!: 'S';
  @ApiProperty({ type: [TournamentScheduleViewDto], description: 'Oldest first' })
  data!: TournamentScheduleViewDto[];
}
