import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { APP_CONFIG } from '../../config/env';
import type { AppConfig } from '../../config/env';
import { RateLimitModule } from '../../common/rate-limits/rate-limit';
import { EventsModule } from '../../events/events.module';
import { MailModule } from '../mail';
import { ReferralsModule } from '../referrals';
import { UsersModule } from '../users';
import { ActiveSessions } from './active-sessions';
import { AuthCodesRepository } from './auth-codes.repository';
import { AuthCodesService } from './auth-codes.service';
import { CodeMails } from './code-mails.service';
import { AuthService } from './auth.service';
import { ResetPasswordMailJob } from './jobs/reset-password-mail.job';
import { SignupAttemptMailJob } from './jobs/signup-attempt-mail.job';
import { VerifyEmailMailJob } from './jobs/verify-email-mail.job';
import { KnownDevices } from './known-devices';
import { LoginAttemptsService } from './login-attempts.service';
import { SessionSockets } from './session-sockets';
import { SessionsRepository } from './sessions.repository';
import { SocialLoginService } from './social-login.service';
import { JWT_AUDIENCE, JWT_ISSUER, TokensService } from './tokens.service';

/** Accounts, sessions and the mailed one-time codes (made by its mail jobs, in the worker). */
@Module({
  imports: [
    EventsModule,
    RateLimitModule,
    UsersModule,
    ReferralsModule,
    MailModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: config.jwtSecret,
        signOptions: { algorithm: 'HS256', issuer: JWT_ISSUER, audience: JWT_AUDIENCE },
      }),
    }),
  ],
  providers: [
    ActiveSessions,
    AuthService,
    AuthCodesService,
    CodeMails,
    AuthCodesRepository,
    SessionsRepository,
    TokensService,
    KnownDevices,
    LoginAttemptsService,
    SessionSockets,
    SocialLoginService,
    // Its jobs: run by the worker, which finds them by their @OnJob.
    VerifyEmailMailJob,
    ResetPasswordMailJob,
    SignupAttemptMailJob,
  ],
  exports: [AuthService, AuthCodesService, TokensService, SessionSockets, SocialLoginService],
})
export class AuthModule {}
