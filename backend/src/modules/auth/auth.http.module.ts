import { Global, Module } from '@nestjs/common';
import { ACCESS_TOKENS } from '../../common/auth';
import { UsersModule } from '../users';
import { AuthController } from './auth.controller';
import { AuthModule } from './auth.module';
import { BearerStrategy } from './bearer.strategy';
import { TokensService } from './tokens.service';

/**
 * The auth calls, and what every bearer guard checks tokens with: the passport strategy and this
 * app's token checks (`ACCESS_TOKENS`, global so each module's guards find it). API only.
 */
@Global()
@Module({
  imports: [AuthModule, UsersModule],
  controllers: [AuthController],
  providers: [BearerStrategy, { provide: ACCESS_TOKENS, useExisting: TokensService }],
  exports: [ACCESS_TOKENS],
})
export class AuthHttpModule {}
