import { ApiProperty } from '@nestjs/swagger';

export class RegisterTournamentResponseDto {
  @ApiProperty({ enum: ['S'] }) status!: 'S';
  @ApiProperty({ example: 'Registered successfully!' }) message!: string;
  @ApiProperty({ description: 'The handle results are read for (game 4: the user id)' })
  gamer_handle!: string;
}

export class UsernameValidateResponseDto {
  @ApiProperty({ enum: ['S'] }) status!: 'S';
  @ApiProperty({ description: 'The username as the game writes it (chess lower, Clash upper)' })
  username!: string;
}
