import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  IsObject,
  ValidateNested,
} from 'class-validator';
import { PagedDto } from '../../../common/dto/paged.dto';
import { MAX_RECORD_ID } from '../../../common/dto/record-id';
import { GAME_ID_MESSAGE, GAME_IDS } from '../../games';

export class EventRefDto {
  @ApiProperty()
  @Max(MAX_RECORD_ID, { message: 'event_id is not a known tournament' })
  @Min(1, { message: 'event_id must be a positive whole number' })
  @IsInt({ message: 'event_id must be a positive whole number' })
  @Type(() => Number)
  event_id!: number;

  @ApiProperty({ enum: GAME_IDS })
  @IsIn(GAME_IDS, { message: GAME_ID_MESSAGE })
  @Type(() => Number)
  game_id!: number;
}

/** SPEC §7 tournament: event_id, user_id, game_id. */
export class TournamentDetailDto extends EventRefDto {
  @ApiPropertyOptional({ description: 'Ignored: the caller comes from the bearer token' })
  @IsOptional()
  @MaxLength(64, { message: 'user_id is invalid' })
  @IsString({ message: 'user_id must be a string' })
  user_id?: string;
}

/** SPEC §7 register_tournament: event_id, gamer_handle, player_name, profile_pic, game_id. */
export class RegisterTournamentDto extends EventRefDto {
  @ApiPropertyOptional({ description: 'In-game username for games 1–3 (else the saved handle)' })
  @IsOptional()
  @MaxLength(50, { message: 'gamer_handle must be at most 50 characters' })
  @IsString({ message: 'gamer_handle must be a string' })
  gamer_handle?: string;

  @ApiPropertyOptional({ description: 'Ignored: the account’s name is used' })
  @IsOptional()
  @MaxLength(60, { message: 'player_name must be at most 60 characters' })
  @IsString({ message: 'player_name must be a string' })
  player_name?: string;

  @ApiPropertyOptional({ description: 'Ignored: the account’s avatar is used' })
  @IsOptional()
  @IsInt({ message: 'profile_pic must be a whole number' })
  profile_pic?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @MaxLength(64, { message: 'user_id is invalid' })
  @IsString({ message: 'user_id must be a string' })
  user_id?: string;
}

/** SPEC §7 username_validate: username, game_id, event_id. */
export class UsernameValidateDto extends EventRefDto {
  @ApiProperty()
  @MaxLength(50, { message: 'Username not found' })
  @IsString({ message: '*Enter your In-Game Username!' })
  username!: string;
}

export class LeaderboardListDto {
  @ApiProperty({ enum: GAME_IDS })
  @IsIn(GAME_IDS, { message: GAME_ID_MESSAGE })
  @Type(() => Number)
  game_id!: number;
}

/** SPEC §7 leaderboard: inputObj {event_id, game_id}, user_id; paged. */
export class LeaderboardDto extends PagedDto {
  // Not checked against the token, unlike signed-in calls: a visitor's client (or one whose token
  // expired) still sends its stored id, and the board is public. Only its row marking uses an id.
  @ApiPropertyOptional({
    description: 'Ignored: the row marked as the caller’s is the bearer token’s player, if any',
  })
  override user_id?: string = undefined;

  @ApiProperty({ type: EventRefDto })
  @ValidateNested()
  // Checked last, reported first: an absent or non-object inputObj must not reach the handler.
  @IsObject({ message: 'inputObj is required: { event_id, game_id }' })
  @Type(() => EventRefDto)
  inputObj!: EventRefDto;
}
