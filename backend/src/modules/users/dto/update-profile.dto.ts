import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';

export class UpdateProfileDto {
  @ApiProperty({ minimum: 0, maximum: 30, description: 'Avatar number' })
  @Max(30, { message: 'profile_pic must be an avatar number from 0 to 30' })
  @Min(0, { message: 'profile_pic must be an avatar number from 0 to 30' })
  @IsInt({ message: 'profile_pic must be an avatar number from 0 to 30' })
  profile_pic!: number;
}
