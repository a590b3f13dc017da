import { Injectable } from '@nestjs/common';
import { RateLimiter } from '../../common/rate-limit';
import { LOGIN_FAILURE_RULES } from './auth-limits';

/**
 * Failed logins per account and per account and address, in Redis (shared by every API
 * instance). The rate-limit guard counts each attempt as it starts (auth-limits.ts); a right
 * password takes the account's count back, so only failures stay counted.
 */
@Injectable()
export class LoginAttemptsService {
  constructor(private readonly limiter: RateLimiter) {}

  /** A success is not a failure, and ends a run of them. */
  succeeded(email: string, address: string): Promise<void> {
    return this.limiter.clear(LOGIN_FAILURE_RULES, { address, body: { email } });
  }
}
