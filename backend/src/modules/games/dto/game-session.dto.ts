import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsInt,
  IsNotEmpty,
  IsString,
  Matches,
  Max,
  Min,
} from 'class-validator';
import { OwnUserIdDto } from '../../../common/dto/own-user-id.dto';

/** game_start hands out 32 random bytes in base64url. */
const SECRET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The longest run game_end takes, in ticks: a day at 60 a second (GAME_SESSION_TTL_SECONDS is at
 * most a day; the service holds a run to the time that really passed).
 */
export const MAX_RUN_TICKS = 86_400 * 60;
/**
 * Lane changes a run's log may hold. A busy 90 s run changes lane about a hundred times; this
 * leaves room for hours of play and keeps the body far under the body limit.
 */
export const MAX_RUN_INPUTS = 5_000;

/** smallint: anything larger names no game. */
const MAX_GAME_ID = 32_767;

class GameIdDto extends OwnUserIdDto {
  @ApiProperty({ description: 'The arcade game: 5 MR RACER', example: 5 })
  @Max(MAX_GAME_ID, { message: 'game_id is not a known game' })
  @Min(1, { message: 'game_id must be a positive whole number' })
  @IsInt({ message: 'game_id must be a positive whole number' })
  @Type(() => Number)
  game_id!: number;
}

/** SPEC §7 game_start: game_id. */
export class GameStartDto extends GameIdDto {}

/** The caller's runs of one game (the game page's best score and last runs). */
export class GameRunsDto extends GameIdDto {}

/**
 * SPEC §7 game_end: game_id, score, secret_token; with the run itself (its length in ticks and
 * its input log), which the server replays from game_start's seed to the score it records.
 */
export class GameEndDto extends GameIdDto {
  @ApiProperty({ description: 'Points scored in the run', example: 1234 })
  @Max(1_000_000_000, { message: 'score is too large' })
  @Min(0, { message: 'score must be 0 or more' })
  @IsInt({ message: 'score must be a whole number' })
  @Type(() => Number)
  score!: number;

  @ApiProperty({ description: 'The secret_token game_start answered; spent by this call' })
  @Matches(SECRET_TOKEN_PATTERN, {
    message: 'This game secret token is not valid. Please start a new game.',
  })
  @IsString({ message: 'secret_token must be a string' })
  // SPEC §8 (Game), verbatim.
  @IsNotEmpty({ message: 'Game secret token is missing. Please start a new game.' })
  secret_token!: string;

  @ApiProperty({
    description: 'The run’s length in simulation ticks (ticks_per_second of the game)',
    example: 5400,
  })
  @Max(MAX_RUN_TICKS, { message: `ticks must be at most ${MAX_RUN_TICKS}` })
  @Min(0, { message: 'ticks must be 0 or more' })
  @IsInt({ message: 'ticks must be a whole number' })
  @Type(() => Number)
  ticks!: number;

  @ApiProperty({
    type: [Number],
    description:
      'The input log: each change of the steered lane as a `tick, lane` pair (lane 0–2 from that tick on), flat and in tick order',
    example: [42, 0, 180, 1, 305, 2],
  })
  @Min(0, { each: true, message: 'inputs must hold whole numbers of 0 or more' })
  @IsInt({ each: true, message: 'inputs must hold whole numbers of 0 or more' })
  @ArrayMaxSize(2 * MAX_RUN_INPUTS, {
    message: `inputs may hold at most ${MAX_RUN_INPUTS} lane changes`,
  })
  @IsArray({ message: 'inputs must be a list of tick, lane pairs' })
  inputs!: number[];
}

export class GameStartResponseDto {
  @ApiProperty({ enum: ['S'] }) status!: 'S';
  @ApiProperty({ description: 'Keep it for game_end; shown once, stored only hashed' })
  secret_token!: string;
  @ApiProperty({
    description: 'The run’s seed: the game is a simulation of it and the inputs',
    example: 2893015737,
  })
  seed!: number;
  @ApiProperty({ description: 'Seconds until game_end stops accepting it' })
  expires_in_seconds!: number;
}

export class GameRunDto {
  @ApiProperty() run_id!: string;
  @ApiProperty({ description: 'The score the server’s replay of the run computed' })
  score!: number;
  @ApiProperty({ description: 'Seconds from game_start to game_end' }) duration_seconds!: number;
  @ApiProperty({ description: 'ISO 8601' }) ended_at!: string;
}

export class GameEndResponseDto {
  @ApiProperty({ enum: ['S'] }) status!: 'S';
  @ApiProperty({ example: 'Score saved!' }) message!: string;
  @ApiProperty({ type: GameRunDto }) data!: GameRunDto;
  @ApiProperty({ description: 'The player’s best score in this game, this run included' })
  best_score!: number;
}

export class GameRunsResponseDto {
  @ApiProperty({ enum: ['S'] }) status!: 'S';
  @ApiProperty({ nullable: true, type: Number, description: 'null before the first run' })
  best_score!: number | null;
  @ApiProperty({ type: [GameRunDto], description: 'Last runs, newest first (at most 10)' })
  data!: GameRunDto[];
}
