// The auth module's front door: all that code outside auth/ may import from it.
export { AuthCodesService } from './auth-codes.service';
export { AuthModule } from './auth.module';
export { AuthCode } from './entities/auth-code.entity';
export { RefreshToken } from './entities/refresh-token.entity';
export { Session } from './entities/session.entity';
export { hashPassword } from './passwords';
export { newReferralCode } from './secrets';
export { SessionSockets } from './session-sockets';
export { TokensService } from './tokens.service';
