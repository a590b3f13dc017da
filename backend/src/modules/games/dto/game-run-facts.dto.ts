import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';

/** A recorded run's replay facts (operators). */
export class GameRunFactsDto {
  @ApiProperty() run_id!: string;
  @ApiProperty() user_id!: string;
  @ApiProperty({ description: '5 MR RACER' }) game_id!: number;
  @ApiProperty({ nullable: true, type: Number, description: 'The seed game_start handed out' })
  seed!: number | null;
  @ApiProperty({ nullable: true, type: Number, description: 'The run’s length in ticks' })
  ticks!: number | null;
  @ApiProperty({ nullable: true, type: Number, description: 'Lane changes in its input log' })
  inputs_count!: number | null;
  @ApiProperty({ description: 'The score recorded (game_end’s replay)' }) recorded_score!: number;
  @ApiProperty({ nullable: true, type: Number, description: 'The score its replay computes now' })
  replayed_score!: number | null;
  @ApiProperty({ nullable: true, type: Number, description: 'Seconds of play (ticks)' })
  play_seconds!: number | null;
  @ApiProperty({ description: 'Seconds the server measured from game_start to game_end' })
  server_seconds!: number;
  @ApiProperty({ description: 'ISO 8601' }) ended_at!: string;
  @ApiProperty({ enum: ['verified', 'unverified', 'not_replayed', 'score_differs', 'too_long'] })
  verdict!: string;
  @ApiProperty({ description: 'The verdict in words' }) detail!: string;
}

export class GameRunFactsResponseDto {
  @ApiProperty({ enum: ['S'] }) status!: 'S';
  @ApiProperty({ type: GameRunFactsDto }) data!: GameRunFactsDto;
}

export class PlayerRunFactsResponseDto {
  @ApiProperty({ enum: ['S'] }) status!: 'S';
  @ApiProperty({ type: [GameRunFactsDto], description: 'The player’s last 20 runs, newest first' })
  data!: GameRunFactsDto[];
}

export class PlayerRunsQuery {
  @ApiProperty({ description: 'The player' })
  @IsUUID('all', { message: 'user_id must be a player id' })
  user_id!: string;
}
