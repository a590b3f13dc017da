import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthModule } from './auth.module';
import { JwtStrategy } from './jwt.strategy';

/**
 * The auth calls and the passport strategy behind every bearer guard. Passport strategies are
 * process-global, so this lives only in the API process.
 */
@Module({
  imports: [AuthModule, UsersModule, PassportModule],
  controllers: [AuthController],
  providers: [JwtStrategy],
})
export class AuthHttpModule {}
