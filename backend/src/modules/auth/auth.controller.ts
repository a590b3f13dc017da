import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ok } from '../../common/api-response';
import { BearerAuthGuard, CurrentUser } from '../../common/auth';
import type { AuthUser } from '../../common/auth';
import { ClientAddress, RateLimit } from '../../common/rate-limit';
import { authLimits } from './auth-limits';
import { UsersService } from '../users/users.service';
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
import { SocialLoginService } from './social-login.service';
import { TokensService } from './tokens.service';

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
  @ApiOperation({ summary: 'Create an account; a verification link is mailed' })
  async signup(@Body() body: SignupDto) {
    await this.auth.signup(body);
    return ok({ message: 'Account created. Check your email for the verification link.' });
  }

  @Post('verify_email')
  @HttpCode(200)
  @RateLimit(authLimits.signIn)
  @ApiOperation({ summary: 'Verify an email address with the mailed oobCode' })
  async verifyEmail(@Body() body: OobCodeDto) {
    await this.auth.verifyEmail(body.oobCode);
    return ok({ message: 'Email verified successfully!' });
  }

  @Post('check_reset_code')
  @HttpCode(200)
  @RateLimit(authLimits.signIn)
  @ApiOperation({
    summary: 'Check a mailed reset oobCode before the new-password form (does not use it)',
  })
  async checkResetCode(@Body() body: OobCodeDto) {
    await this.auth.checkResetCode(body.oobCode);
    return ok({ message: 'This reset link is valid.' });
  }

  @Post('resend_verification')
  @HttpCode(200)
  @RateLimit(authLimits.mail)
  @ApiOperation({ summary: 'Mail a new verification link (same answer for any email)' })
  async resendVerification(@Body() body: EmailDto) {
    await this.auth.resendVerification(body.email);
    return ok({
      message: 'If that account is waiting for verification, a new link is on its way.',
    });
  }

  @Post('login')
  @HttpCode(200)
  @RateLimit(authLimits.login)
  @ApiOperation({ summary: 'Email and password sign-in; answers an access and a refresh token' })
  async login(@Body() body: LoginDto, @ClientAddress() address: string) {
    return ok(await this.auth.login(body.email, body.password, address));
  }

  @Post('google_login')
  @HttpCode(200)
  @RateLimit(authLimits.signIn)
  @ApiOperation({
    summary: 'Sign in with a Google ID token; links a verified email or creates the account',
  })
  async googleLogin(@Body() body: GoogleLoginDto) {
    return ok(await this.social.signIn('google', body.idToken, body.referelId));
  }

  @Post('apple_login')
  @HttpCode(200)
  @RateLimit(authLimits.signIn)
  @ApiOperation({
    summary: 'Sign in with an Apple ID token; links a verified email or creates the account',
  })
  async appleLogin(@Body() body: AppleLoginDto) {
    return ok(await this.social.signIn('apple', body.idToken, body.referelId));
  }

  @Post('refresh_token')
  @HttpCode(200)
  @RateLimit(authLimits.signIn)
  @ApiOperation({ summary: 'Rotate a refresh token for a new token pair' })
  async refresh(@Body() body: RefreshTokenDto) {
    return ok(await this.tokens.refresh(body.refresh_token));
  }

  @Post('logout')
  @HttpCode(200)
  @UseGuards(BearerAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'End this session: its access and refresh tokens stop working' })
  async logout(@CurrentUser() caller: AuthUser, @Body() _body: LogoutDto) {
    await this.tokens.revokeSession(caller.sessionId);
    return ok({ message: 'Logged out' });
  }

  @Post('forgot_password')
  @HttpCode(200)
  @RateLimit(authLimits.mail)
  @ApiOperation({ summary: 'Mail a password reset link (same answer for any email)' })
  async forgotPassword(@Body() body: EmailDto) {
    await this.auth.forgotPassword(body.email);
    return ok({ message: 'Password reset link sent! Check your email inbox.' });
  }

  @Post('update_password')
  @HttpCode(200)
  @RateLimit(authLimits.signIn)
  @ApiOperation({
    summary: 'Set a new password with the mailed reset oobCode (never by email alone)',
  })
  async updatePassword(@Body() body: UpdatePasswordDto) {
    await this.auth.resetPassword(body.oobCode, body.password);
    return ok({ message: 'Your password has been reset. Please log in.' });
  }

  @Post('validate_user')
  @HttpCode(200)
  @UseGuards(BearerAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Is the bearer token valid? S with the user, or UA' })
  async validateUser(@CurrentUser() caller: AuthUser, @Body() _body: ValidateUserDto) {
    return ok({ data: await this.users.view(caller.id) });
  }
}
