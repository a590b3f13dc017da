import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  GuaranteedPlayersField,
  MaxParticipantsField,
  PaidSharePercentField,
  PrizeTableField,
} from '../../dto/tournament-fields';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsDate,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { GAME_ID_MESSAGE, GAME_IDS } from '../../../games';

export class CreateTournamentDto {
  @ApiProperty({ enum: GAME_IDS })
  @IsIn(GAME_IDS, { message: GAME_ID_MESSAGE })
  game_id!: number;

  @ApiProperty({ example: 'Sunday Blitz Cup' })
  @MaxLength(120, { message: 'title must be at most 120 characters' })
  @IsNotEmpty({ message: 'title is required' })
  @IsString({ message: 'title is required' })
  title!: string;

  @ApiProperty({ description: 'ISO 8601' })
  @IsDate({ message: 'starts_at must be a date' })
  @Type(() => Date)
  starts_at!: Date;

  @ApiProperty({ description: 'ISO 8601, after starts_at' })
  @IsDate({ message: 'ends_at must be a date' })
  @Type(() => Date)
  ends_at!: Date;

  @MaxParticipantsField()
  max_participants!: number;

  @PrizeTableField()
  prize_table!: number[];

  @GuaranteedPlayersField()
  guaranteed_players?: number;

  @PaidSharePercentField()
  paid_share_percent?: number;
}

export class PlayerResultDto {
  @ApiProperty()
  @IsUUID('all', { message: 'user_id must be a player id' })
  user_id!: string;

  @ApiPropertyOptional({ description: 'Points; derived from wins/draws/losses when left out' })
  @IsOptional()
  @Min(0, { message: 'points must be 0 or more' })
  @IsInt({ message: 'points must be a whole number' })
  points?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @Min(0, { message: 'wins must be 0 or more' })
  @IsInt({ message: 'wins must be a whole number' })
  wins?: number;
  @ApiPropertyOptional()
  @IsOptional()
  @Min(0, { message: 'draws must be 0 or more' })
  @IsInt({ message: 'draws must be a whole number' })
  draws?: number;
  @ApiPropertyOptional()
  @IsOptional()
  @Min(0, { message: 'losses must be 0 or more' })
  @IsInt({ message: 'losses must be a whole number' })
  losses?: number;

  @ApiPropertyOptional({
    description: 'Total match completion time in seconds (tic-tac-toe tiebreak)',
  })
  @IsOptional()
  @Min(0, { message: 'completion_seconds must be 0 or more' })
  @IsInt({ message: 'completion_seconds must be a whole number' })
  completion_seconds?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @Min(0, { message: 'start_trophy must be 0 or more' })
  @IsInt({ message: 'start_trophy must be a whole number' })
  start_trophy?: number;
  @ApiPropertyOptional()
  @IsOptional()
  @Min(0, { message: 'end_trophy must be 0 or more' })
  @IsInt({ message: 'end_trophy must be a whole number' })
  end_trophy?: number;
}

export class IngestResultsDto {
  @ApiProperty({ type: [PlayerResultDto] })
  @ValidateNested({ each: true })
  @Type(() => PlayerResultDto)
  @ArrayMaxSize(10_000, { message: 'send at most 10,000 results per call' })
  @ArrayMinSize(1, { message: 'results must not be empty' })
  @IsArray({ message: 'results must be a list' })
  results!: PlayerResultDto[];
}

/** Every field optional: only what is sent changes. */
export class EditTournamentDto {
  @ApiPropertyOptional()
  @IsOptional()
  @MaxLength(120, { message: 'title must be at most 120 characters' })
  @IsNotEmpty({ message: 'title must not be empty' })
  @IsString({ message: 'title must be text' })
  title?: string;

  @ApiPropertyOptional({ description: 'ISO 8601; only before the tournament starts' })
  @IsOptional()
  @IsDate({ message: 'starts_at must be a date' })
  @Type(() => Date)
  starts_at?: Date;

  @ApiPropertyOptional({ description: 'ISO 8601' })
  @IsOptional()
  @IsDate({ message: 'ends_at must be a date' })
  @Type(() => Date)
  ends_at?: Date;

  @ApiPropertyOptional({ minimum: 1 })
  @IsOptional()
  @Max(1_000_000, { message: 'max_participants must be at most 1,000,000' })
  @Min(1, { message: 'max_participants must be at least 1' })
  @IsInt({ message: 'max_participants must be a whole number' })
  max_participants?: number;

  @ApiPropertyOptional({ type: [Number] })
  @IsOptional()
  @Min(0, { each: true, message: 'prize_table entries must be 0 or more' })
  @IsInt({ each: true, message: 'prize_table entries must be whole numbers of coins' })
  @ArrayMaxSize(10_000, { message: 'prize_table has too many ranks' })
  @IsArray({ message: 'prize_table must be a list of coins per rank' })
  prize_table?: number[];

  @GuaranteedPlayersField()
  guaranteed_players?: number;

  @PaidSharePercentField()
  paid_share_percent?: number;
}

/** SPEC §9: a player disqualified from a tournament for a violation, and banned. */
export class DisqualifyPlayerDto {
  @ApiProperty({ description: 'The player' })
  @IsUUID('all', { message: 'user_id must be a player id' })
  user_id!: string;

  @ApiProperty({
    description: 'Why: kept with the ban and shown to the player when they try to register',
    example: 'Automated play: inputs no person can make',
  })
  @MaxLength(500, { message: 'reason must be at most 500 characters' })
  @IsString({ message: 'reason must be text' })
  @IsNotEmpty({ message: 'reason is required' })
  reason!: string;
}
