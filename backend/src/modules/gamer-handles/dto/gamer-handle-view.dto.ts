import { ApiProperty } from '@nestjs/swagger';
import { UserViewDto } from '../../users';

/** check_gamer_handle: the handle exists (or its game is not checked on this server). */
export class GamerHandleCheckResponseDto {
  @ApiProperty({ enum: ['S'] }) status!: 'S';
  @ApiProperty({ example: 'Chess.com username found!' }) message!: string;
  @ApiProperty({ description: 'The handle as it would be saved (case per game)' }) handle!: string;
  @ApiProperty({ description: "False when the game's provider is not configured: nothing asked" })
  checked!: boolean;
}

/** gamerhandle_change: the player with the saved handles. */
export class GamerHandleChangeResponseDto {
  @ApiProperty({ enum: ['S'] }) status!: 'S';
  @ApiProperty({ example: 'Your gamer Id updated successfully' }) message!: string;
  @ApiProperty({ type: UserViewDto }) data!: UserViewDto;
}
