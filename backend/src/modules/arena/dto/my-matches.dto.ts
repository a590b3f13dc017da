import { ApiProperty } from '@nestjs/swagger';

/** The caller's side of a match: void ran past the tournament's end and counted for nobody. */
export type MyMatchResult = 'won' | 'lost' | 'draw' | 'void';

export class MyMatchDto {
  @ApiProperty() match_id!: string;
  @ApiProperty() event_id!: number;
  @ApiProperty() game_id!: number;
  @ApiProperty() event_title!: string;
  @ApiProperty({ description: 'The other player’s name as it is now' }) opponent_name!: string;
  @ApiProperty({ enum: ['won', 'lost', 'draw', 'void'] }) result!: MyMatchResult;
  @ApiProperty({ description: 'Points the match added to the caller’s standing' })
  points!: number;
  @ApiProperty({ format: 'date-time' }) ended_at!: string;
  @ApiProperty() duration_ms!: number;
}

export class MyMatchesResponseDto {
  @ApiProperty({ enum: ['S'] }) status!: 'S';
  @ApiProperty({ type: [MyMatchDto], description: 'Newest first' }) data!: MyMatchDto[];
  @ApiProperty({ description: 'The caller’s finished matches over all pages' })
  total_count!: number;
}
