import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional } from 'class-validator';

export class TournamentListDto {
  @ApiPropertyOptional({ enum: [1, 2, 3, 4], description: 'Only this game' })
  @IsOptional()
  @IsIn([1, 2, 3, 4], { message: 'game_id must be 1, 2, 3 or 4' })
  @IsInt({ message: 'game_id must be a whole number' })
  game_id?: number;
}
