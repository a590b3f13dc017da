import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/**
 * The spec's calls send a `user_id`; identity comes from the bearer token, so when one is sent it
 * must be the caller's (BearerAuthGuard answers 403 otherwise). Extend this for such bodies.
 */
export class OwnUserIdDto {
  @ApiPropertyOptional({ description: 'Optional; when sent it must be the caller (else 403)' })
  @IsOptional()
  @MaxLength(64, { message: 'user_id is invalid' })
  @IsString({ message: 'user_id must be a string' })
  user_id?: string;
}
