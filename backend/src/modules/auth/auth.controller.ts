import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrorDto, ApiErrors } from '../../common/http/api-errors';
import { ok } from '../../common/http/api-response';
import { MessageResponseDto } from '../../common/dto/ok-response.dto';
import { BearerAuthGuard, CurrentUser } from '../../common/auth';
import type { AuthUser } from '../../common/auth';
import { ClientAddress, RateLimit } from '../../common/rate-limits/rate-limit';
import { authLimits } from './auth-limits';
import { UserResponseDto, UsersService } from '../users';
import { AuthService } from './auth.service';
import {
  AppleLoginDto,
  EmailDto,
  GoogleLoginDto,
  LoginDto,
  LogoutDto,
  OobCodeDto,
  RefreshTokenDto,
  SignupDto,
  UpdatePasswordDto,
  ValidateUserDto,
} from './dto/auth.dto';
import {
  LoginResponseDto,
  SignedInResponseDto,
  TokenPairResponseDto,
  VerifiedEmailResponseDto,
} from './dto/auth-view.dto';
import { SocialLoginService } from './social-login.service';
import { TokensService } from './tokens.service';

// Google or Apple sign-in switched off or unreachable answers 503 with no Retry-After; only an
// outage of PostgreSQL or Redis sends one.
const ProviderUnavailable = () =>
  ApiResponse({
    status: 503,
    description:
      'The provider’s sign-in is off or unreachable (PROVIDER_DISABLED, PROVIDER_UNAVAILABLE), ' +
      'or PostgreSQL or Redis is (then with Retry-After)',
    type: ApiErrorDto,
  });

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly tokens: TokensService,
    private readonly users: UsersService,
    private readonly social: SocialLoginService,
  ) {}

  @Post('signup')
  @HttpCode(200)
  @RateLimit(authLimits.signup)
  @ApiOperation({
    summary:
      'Create an account; a verification link is mailed. An address that has an account gets ' +
      'the same answer, and its owner a mail that someone tried',
  })
  @ApiOkResponse({ type: MessageResponseDto })
  async signup(@Body() body: SignupDto): Promise<MessageResponseDto> {
    await this.auth.signup(body);
    return ok({ message: 'Account created. Check your email for the verification link.' });
  }

  @Post('verify_email')
  @HttpCode(200)
  @RateLimit(authLimits.signIn)
  @ApiOperation({
    summary:
      'Verify an email address with the mailed oobCode; a link opened within an hour of its ' +
      'mail also signs the player in (once: the code is single-use)',
  })
  @ApiOkResponse({ type: VerifiedEmailResponseDto })
  @ApiErrors(409)
  async verifyEmail(@Body() body: OobCodeDto): Promise<VerifiedEmailResponseDto> {
    const session = await this.auth.verifyEmail(body.oobCode);
    return ok({ message: 'Email verified successfully!', ...session });
  }

  @Post('check_reset_code')
  @HttpCode(200)
  @RateLimit(authLimits.signIn)
  @ApiOperation({
    summary: 'Check a mailed reset oobCode before the new-password form (does not use it)',
  })
  @ApiOkResponse({ type: MessageResponseDto })
  async checkResetCode(@Body() body: OobCodeDto): Promise<MessageResponseDto> {
    await this.auth.checkResetCode(body.oobCode);
    return ok({ message: 'This reset link is valid.' });
  }

  @Post('resend_verification')
  @HttpCode(200)
  @RateLimit(authLimits.mail)
  @ApiOperation({ summary: 'Mail a new verification link (same answer for any email)' })
  @ApiOkResponse({ type: MessageResponseDto })
  async resendVerification(@Body() body: EmailDto): Promise<MessageResponseDto> {
    await this.auth.resendVerification(body.email);
    return ok({
      message: 'If that account is waiting for verification, a new link is on its way.',
    });
  }

  @Post('login')
  @HttpCode(200)
  @RateLimit(authLimits.login)
  @ApiOperation({
    summary:
      'Email and password sign-in; answers an access and a refresh token, and a known-device token',
  })
  @ApiOkResponse({ type: LoginResponseDto })
  @ApiErrors(403)
  async login(@Body() body: LoginDto, @ClientAddress() address: string): Promise<LoginResponseDto> {
    return ok(await this.auth.login(body.email, body.password, address, body.device_token));
  }

  @Post('google_login')
  @HttpCode(200)
  @RateLimit(authLimits.signIn)
  @ApiOperation({
    summary: 'Sign in with a Google ID token; links a verified email or creates the account',
  })
  @ApiOkResponse({ type: SignedInResponseDto })
  @ApiErrors(409)
  @ProviderUnavailable()
  async googleLogin(@Body() body: GoogleLoginDto): Promise<SignedInResponseDto> {
    return ok(await this.social.signIn('google', body.idToken, body.referelId));
  }

  @Post('apple_login')
  @HttpCode(200)
  @RateLimit(authLimits.signIn)
  @ApiOperation({
    summary: 'Sign in with an Apple ID token; links a verified email or creates the account',
  })
  @ApiOkResponse({ type: SignedInResponseDto })
  @ApiErrors(409)
  @ProviderUnavailable()
  async appleLogin(@Body() body: AppleLoginDto): Promise<SignedInResponseDto> {
    return ok(await this.social.signIn('apple', body.idToken, body.referelId));
  }

  @Post('refresh_token')
  @HttpCode(200)
  @RateLimit(authLimits.signIn)
  @ApiOperation({ summary: 'Rotate a refresh token for a new token pair' })
  @ApiOkResponse({ type: TokenPairResponseDto })
  async refresh(@Body() body: RefreshTokenDto): Promise<TokenPairResponseDto> {
    return ok(await this.tokens.refresh(body.refresh_token));
  }

  @Post('logout')
  @HttpCode(200)
  @UseGuards(BearerAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'End this session: its access and refresh tokens stop working' })
  @ApiOkResponse({ type: MessageResponseDto })
  async logout(
    @CurrentUser() caller: AuthUser,
    @Body() _body: LogoutDto,
  ): Promise<MessageResponseDto> {
    await this.tokens.revokeSession(caller.sessionId);
    return ok({ message: 'Logged out' });
  }

  @Post('forgot_password')
  @HttpCode(200)
  @RateLimit(authLimits.mail)
  @ApiOperation({ summary: 'Mail a password reset link (same answer for any email)' })
  @ApiOkResponse({ type: MessageResponseDto })
  async forgotPassword(@Body() body: EmailDto): Promise<MessageResponseDto> {
    await this.auth.forgotPassword(body.email);
    return ok({ message: 'Password reset link sent! Check your email inbox.' });
  }

  @Post('update_password')
  @HttpCode(200)
  @RateLimit(authLimits.signIn)
  @ApiOperation({
    summary: 'Set a new password with the mailed reset oobCode (never by email alone)',
  })
  @ApiOkResponse({ type: MessageResponseDto })
  async updatePassword(@Body() body: UpdatePasswordDto): Promise<MessageResponseDto> {
    await this.auth.resetPassword(body.oobCode, body.password);
    return ok({ message: 'Your password has been reset. Please log in.' });
  }

  @Post('validate_user')
  @HttpCode(200)
  @UseGuards(BearerAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Is the bearer token valid? S with the user, or UA' })
  @ApiOkResponse({ type: UserResponseDto })
  async validateUser(
    @CurrentUser() caller: AuthUser,
    @Body() _body: ValidateUserDto,
  ): Promise<UserResponseDto> {
    return ok({ data: await this.users.view(caller.id) });
  }
}
