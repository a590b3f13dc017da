import { Injectable } from '@nestjs/common';
import { RateLimiter } from '../../common/rate-limit';
import type { RateInfo } from '../../common/rate-limit';
import { LOGIN_FAILURE_RULES } from './auth-limits';

/**
 * Failed logins, counted in Redis (shared by every API instance) per account and per account and
 * address; the rate-limit guard checks them before each login (auth-limits.ts).
 */
@Injectable()
export class LoginAttemptsService {
  constructor(private readonly limiter: RateLimiter) {}

  recordFailure(email: string, client: RateInfo): Promise<void> {
    return this.limiter.recordFailures(LOGIN_FAILURE_RULES, subject(email, client));
  }

  /** A success ends a run of failures; with none counted there is nothing to clear. */
  async recordSuccess(email: string, client: RateInfo): Promise<void> {
    if (client.failuresSeen > 0) {
      await this.limiter.clear(LOGIN_FAILURE_RULES, subject(email, client));
    }
  }
}

function subject(email: string, client: RateInfo) {
  return { address: client.address, body: { email } };
}
