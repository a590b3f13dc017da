import { Injectable, Logger } from '@nestjs/common';
import { RateLimiter } from '../../common/rate-limit';
import { LOGIN_FAILURE_RULES } from './auth-limits';

/**
 * Failed logins per account and per account and address, in Redis (shared by every API
 * instance). The rate-limit guard counts each attempt as it starts (auth-limits.ts); what the
 * password check shows was not a wrong password is taken back, so only failures stay counted.
 * Neither answer waits on Redis's health: the login's outcome is the password's.
 */
@Injectable()
export class LoginAttemptsService {
  private readonly logger = new Logger(LoginAttemptsService.name);

  constructor(private readonly limiter: RateLimiter) {}

  /** A success is not a failure, and ends a run of them. */
  async succeeded(email: string, address: string): Promise<void> {
    try {
      await this.limiter.clear(LOGIN_FAILURE_RULES, { address, body: { email } });
    } catch (error) {
      // The player typed the right password: they are in, even if an earlier failure stays
      // counted until its window ends.
      this.logger.warn(`failed logins not cleared after a success: ${(error as Error).message}`);
    }
  }

  /**
   * The password could not be checked (the database or another dependency failed): our failure,
   * not a wrong password, so the attempt does not count against the player.
   */
  async notJudged(email: string, address: string): Promise<void> {
    try {
      await this.limiter.takeBack(LOGIN_FAILURE_RULES, { address, body: { email } });
    } catch (error) {
      this.logger.warn(`login attempt not taken back: ${(error as Error).message}`);
    }
  }
}
