import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { APP_CONFIG } from '../../config/env';
import type { AppConfig } from '../../config/env';
import { EventsModule } from '../../events/events.module';
import { UsersModule } from '../users/users.module';
import { AuthCodesModule } from './auth-codes.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { JWT_AUDIENCE, JWT_ISSUER, JwtStrategy } from './jwt.strategy';
import { LoginAttemptsService } from './login-attempts.service';
import { SocialLoginService } from './social-login.service';
import { TokensService } from './tokens.service';

@Module({
  imports: [
    AuthCodesModule,
    EventsModule,
    UsersModule,
    PassportModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: config.jwtSecret,
        signOptions: { algorithm: 'HS256', issuer: JWT_ISSUER, audience: JWT_AUDIENCE },
      }),
    }),
  ],
  controllers: [AuthController],
  providers: [AuthService, TokensService, LoginAttemptsService, SocialLoginService, JwtStrategy],
  exports: [TokensService],
})
export class AuthModule {}
