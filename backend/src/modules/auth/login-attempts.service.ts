import { Injectable, Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { RateLimiter, RateSubject } from '../../common/rate-limits/rate-limit';
import { LOGIN_RULES, LoginLimits, loginLimits, LoginSource, LoginTrust } from './auth-limits';
import { authErrors } from './auth.errors';
import { KnownDevices } from './known-devices';

/** A login attempt counted by LoginAttemptsService.begin, until its password is judged. */
export interface LoginAttempt {
  subject: RateSubject & { body: LoginSource };
  limits: LoginLimits;
  /** The known-device token the client sent, when it is valid for the account. */
  deviceToken: string | null;
  /** The address is known to the account already (a success there makes it known). */
  knownAddress: boolean;
}

/**
 * Login's guessing limits, in Redis (shared by every API instance, counted in each instance
 * while Redis cannot answer): each attempt counts as it starts, and a right password undoes
 * what it counted (auth-limits.ts says what). A right password never waits on Redis's health.
 */
@Injectable()
export class LoginAttemptsService {
  private readonly logger = new Logger(LoginAttemptsService.name);

  constructor(
    private readonly limiter: RateLimiter,
    private readonly devices: KnownDevices,
  ) {}

  /**
   * Counts an attempt before its password is checked, or refuses it with a LoginThrottledError
   * saying how long to wait. `passwordHash` is the account's (null for an unknown email): its
   * counters start again when it changes.
   */
  async begin(attempt: {
    email: string;
    address: string;
    passwordHash: string | null;
    deviceToken?: string;
  }): Promise<LoginAttempt> {
    const { email, address, passwordHash } = attempt;
    const device = this.devices.deviceOf(attempt.deviceToken, email);
    const epoch = passwordHash
      ? createHash('sha256').update(passwordHash).digest('base64url').slice(0, 16)
      : '';
    const subject = { address, body: { account: email, epoch, address, device } };
    let trust: LoginTrust = 'device';
    let accountFailures = 0;
    if (device === null) {
      const [successes, failures] = await this.limiter.counts(
        [LOGIN_RULES.knownAddress, LOGIN_RULES.accountFailures],
        subject,
      );
      trust = successes > 0 ? 'address' : 'unknown';
      accountFailures = failures;
    }
    const limits = loginLimits(trust, accountFailures);
    const verdict = await this.limiter.hit(limits.counted, subject);
    if (!verdict.allowed) throw authErrors.tooManyLoginAttempts(verdict.retryAfterSeconds);
    return {
      subject,
      limits,
      deviceToken: device === null ? null : (attempt.deviceToken ?? null),
      knownAddress: trust === 'address',
    };
  }

  /**
   * The password was right: undoes what the attempt counted, makes its address known to the
   * account, and answers the device's token (a new one for a device new to the account).
   */
  async succeeded({ subject, limits, deviceToken, knownAddress }: LoginAttempt): Promise<string> {
    try {
      await Promise.all([
        this.limiter.clear(limits.clearedBySuccess, subject),
        this.limiter.takeBack(limits.takenBackBySuccess, subject),
        knownAddress || this.limiter.hit([LOGIN_RULES.knownAddress], subject),
      ]);
    } catch (error) {
      // The player typed the right password: they are in, even if earlier failures stay
      // counted until their window ends.
      this.logger.warn(`failed logins not cleared after a success: ${(error as Error).message}`);
    }
    return deviceToken ?? this.devices.issue(subject.body.account);
  }
}
