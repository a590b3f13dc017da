import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  MinLength,
} from 'class-validator';

// Decorators run bottom-up and stop at the first failure: the "required" rule sits last.
const trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
/** An email as accounts are keyed: trimmed, lower case (also the login limits' key). */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();
const lowerTrim = () =>
  Transform(({ value }) => (typeof value === 'string' ? normalizeEmail(value) : value));

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN} characters`;
const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX} characters`;

export class SignupDto {
  @ApiProperty({ example: 'Asha Rao' })
  @MaxLength(60, { message: 'Name must be at most 60 characters' })
  @IsNotEmpty({ message: 'Please enter your name' })
  @IsString({ message: 'Please enter your name' })
  @trim()
  name!: string;

  @ApiProperty({ example: 'asha@example.com' })
  @MaxLength(254, { message: 'please enter valid email' })
  @IsEmail({}, { message: 'please enter valid email' })
  @IsString({ message: 'please enter valid email' })
  @lowerTrim()
  email!: string;

  @ApiProperty({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX })
  @MaxLength(PASSWORD_MAX, { message: PASSWORD_TOO_LONG })
  @MinLength(PASSWORD_MIN, { message: PASSWORD_TOO_SHORT })
  @IsNotEmpty({ message: 'Please enter your password' })
  @IsString({ message: 'Please enter your password' })
  password!: string;

  @ApiProperty({ example: 'India' })
  @MaxLength(60, { message: 'Please select a country' })
  @IsNotEmpty({ message: 'Please select a country' })
  @IsString({ message: 'Please select a country' })
  @trim()
  country!: string;

  @ApiProperty({ enum: ['men', 'women'] })
  @IsIn(['men', 'women'], { message: 'Please select a gender' })
  gender!: 'men' | 'women';

  @ApiPropertyOptional({ description: 'Referral code from an invite link' })
  @IsOptional()
  @MaxLength(64, { message: 'invite must be at most 64 characters' })
  @IsString({ message: 'invite must be a string' })
  @trim()
  invite?: string;

  @ApiPropertyOptional({ description: 'Accepted for compatibility; ignored (we are the provider)' })
  @IsOptional()
  userCredential?: unknown;
}

export class LoginDto {
  @ApiProperty()
  @MaxLength(254, { message: 'Please enter your email address' })
  @IsNotEmpty({ message: 'Please enter your email address' })
  @IsString({ message: 'Please enter your email address' })
  @lowerTrim()
  email!: string;

  @ApiProperty()
  @MaxLength(PASSWORD_MAX, { message: 'Invalid email or password.' })
  @IsNotEmpty({ message: 'Please enter your password' })
  @IsString({ message: 'Please enter your password' })
  password!: string;

  @ApiPropertyOptional({
    description:
      'The device_token an earlier login to this account answered on this device: lets it past ' +
      'the limits other addresses’ wrong passwords fill',
  })
  @IsOptional()
  @MaxLength(200, { message: 'device_token is invalid' })
  @IsString({ message: 'device_token is invalid' })
  device_token?: string;
}

export class EmailDto {
  @ApiProperty()
  @MaxLength(254, { message: 'Please enter your email.' })
  @IsNotEmpty({ message: 'Please enter your email.' })
  @IsString({ message: 'Please enter your email.' })
  @lowerTrim()
  email!: string;
}

export class OobCodeDto {
  @ApiProperty({ description: 'The code from the emailed link' })
  @MaxLength(200, { message: 'oobCode is invalid' })
  @IsNotEmpty({ message: 'oobCode is required' })
  @IsString({ message: 'oobCode is required' })
  oobCode!: string;
}

export class UpdatePasswordDto extends OobCodeDto {
  @ApiProperty({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX })
  @MaxLength(PASSWORD_MAX, { message: PASSWORD_TOO_LONG })
  @MinLength(PASSWORD_MIN, { message: PASSWORD_TOO_SHORT })
  @IsNotEmpty({ message: 'Please enter a new password.' })
  @IsString({ message: 'Please enter a new password.' })
  password!: string;
}

export class RefreshTokenDto {
  @ApiProperty()
  @MaxLength(200, { message: 'refresh_token is invalid' })
  @IsNotEmpty({ message: 'refresh_token is required' })
  @IsString({ message: 'refresh_token is required' })
  refresh_token!: string;
}

export class LogoutDto {
  @ApiPropertyOptional()
  @IsOptional()
  @MaxLength(200, { message: 'refresh_token is invalid' })
  @IsString({ message: 'refresh_token must be a string' })
  refresh_token?: string;
}

export class ValidateUserDto {
  @ApiPropertyOptional({ description: 'Ignored: the bearer token is what is validated' })
  @IsOptional()
  @MaxLength(4096, { message: 'token is invalid' })
  @IsString({ message: 'token must be a string' })
  token?: string;
}

export class GoogleLoginDto {
  @ApiProperty({ description: 'Google ID token (credential)' })
  @MaxLength(8192, { message: 'idToken is invalid' })
  @IsNotEmpty({ message: 'idToken is required' })
  @IsString({ message: 'idToken is required' })
  idToken!: string;

  @ApiPropertyOptional({ description: 'Referral code from an invite link (spec spelling)' })
  @IsOptional()
  @MaxLength(64, { message: 'referelId must be at most 64 characters' })
  @IsString({ message: 'referelId must be a string' })
  referelId?: string;
}

export class AppleLoginDto {
  @ApiProperty({ description: 'Apple ID token (authorization.id_token)' })
  @MaxLength(8192, { message: 'idToken is invalid' })
  @IsNotEmpty({ message: 'idToken is required' })
  @IsString({ message: 'idToken is required' })
  idToken!: string;

  @ApiPropertyOptional({ description: 'Referral code from an invite link (as for Google)' })
  @IsOptional()
  @MaxLength(64, { message: 'referelId must be at most 64 characters' })
  @IsString({ message: 'referelId must be a string' })
  referelId?: string;
}
