import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { UserViewDto } from '../../users';

/** refresh_token: a new access token and a new refresh token (the old one is used up). */
export class TokenPairResponseDto {
  @ApiProperty({ enum: ['S'] }) status!: 'S';
  @ApiProperty({ description: 'Access token (JWT), sent as the bearer token' }) token!: string;
  @ApiProperty({ description: 'Single-use; exchanged at refresh_token for a new pair' })
  refresh_token!: string;
  @ApiProperty({ description: 'Seconds until the access token expires' }) expires_in!: number;
}

/** login, google_login, apple_login: a new session's tokens and the signed-in player. */
export class SignedInResponseDto extends TokenPairResponseDto {
  @ApiProperty({ type: UserViewDto }) user!: UserViewDto;
}

/** login: the session, and the token that makes this device known to the account. */
export class LoginResponseDto extends SignedInResponseDto {
  @ApiProperty({
    description:
      'Known-device token: keep it per account on this device and send it with its next logins',
  })
  device_token!: string;
}

/**
 * verify_email: the message, and a session when the link was opened within VERIFY_SIGN_IN_MS of
 * its mail (the device that opened it is signed in); without one the player logs in.
 */
export class VerifiedEmailResponseDto {
  @ApiProperty({ enum: ['S'] }) status!: 'S';
  @ApiProperty() message!: string;
  @ApiPropertyOptional({ description: 'Access token (JWT), when the link signed the player in' })
  token?: string;
  @ApiPropertyOptional({ description: 'Single-use; exchanged at refresh_token for a new pair' })
  refresh_token?: string;
  @ApiPropertyOptional({ description: 'Seconds until the access token expires' })
  expires_in?: number;
  @ApiPropertyOptional({ type: UserViewDto }) user?: UserViewDto;
}
