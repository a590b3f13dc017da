import { Module } from '@nestjs/common';
import { AuthCodesService } from './auth-codes.service';

/**
 * The mailed one-time codes, on their own so the worker can make them without loading the HTTP
 * side of auth (its passport strategy is process-global).
 */
@Module({ providers: [AuthCodesService], exports: [AuthCodesService] })
export class AuthCodesModule {}
