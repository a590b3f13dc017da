import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional } from 'class-validator';
import { GAME_ID_MESSAGE, GAME_IDS } from '../../games';

export class TournamentListDto {
  @ApiPropertyOptional({ enum: GAME_IDS, description: 'Only this game' })
  @IsOptional()
  @IsIn(GAME_IDS, { message: GAME_ID_MESSAGE })
  @IsInt({ message: 'game_id must be a whole number' })
  game_id?: number;
}
